import { withStatus } from '../lib/page-loader';

export { NotFoundPage as Component } from '../ui/not-found-page';

/** Any path that is not a page of the product: 404, kept out of search indexes. */
export function loader() {
  return withStatus(null, 404, { noindex: true });
}
