import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { dealerDirectoryRoute } from '#shared/api/routes/dealer-directory';
import { loadedAnswer } from '../api/loaded-answer';
import { renderDepsOf, withStatus } from '../lib/page-loader';
import { DealersPage } from '../search/dealer/dealers-page';

/** On the server: every visible dealer from the data port (decision 069); in the browser, null. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  return withStatus(loadedAnswer(dealerDirectoryRoute, await deps.pages.dealers()), 200);
}

/** /dealers: the dealers by town. */
export function Component() {
  const loaded = useLoaderData<typeof loader>() ?? undefined;
  return <DealersPage loaded={loaded} />;
}
