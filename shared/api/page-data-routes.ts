import { featuredListingsRoute } from './routes/featured-listings';
import { listingDetailRoute } from './routes/listing-detail';
import { listingSimilarRoute } from './routes/listing-similar';
import { searchListingsRoute } from './routes/search-listings';
import { siteSettingsRoute } from './routes/site-settings';

/**
 * The public GET routes the server renderer may call in process to fill a page's data
 * (docs/decisions/028-server-rendered-pages.md, section 3). The renderer's transport refuses any
 * other URL, and its permissions are the union of these routes' grants, so a page can never do
 * what the API would not.
 *
 * Only web/src/server and lambdas/ import this list: it carries the search schema, which the
 * browser must not download (an ESLint rule keeps it out of the rest of web/src).
 */
export const PAGE_DATA_ROUTES = [
  listingDetailRoute,
  listingSimilarRoute,
  searchListingsRoute,
  featuredListingsRoute,
  siteSettingsRoute,
] as const;

export type PageDataRoute = (typeof PAGE_DATA_ROUTES)[number];
export type PageDataRouteId = PageDataRoute['id'];
