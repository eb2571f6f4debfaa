import { BoostsPendingPage } from '../admin/layout/boosts-pending-page';

export function Component() {
  return <BoostsPendingPage page="payments" />;
}
