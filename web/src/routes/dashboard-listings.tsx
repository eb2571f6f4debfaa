import { NotReadyPage } from '../dashboard/not-ready-page';

export function Component() {
  return <NotReadyPage area="dashboard" />;
}
