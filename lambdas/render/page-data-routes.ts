import type { RouteContract } from '#shared/api/contract';
import { featuredListingsRoute } from '#shared/api/routes/featured-listings';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { searchListingsRoute } from '#shared/api/routes/search-listings';
import { siteSettingsRoute } from '#shared/api/routes/site-settings';
import { dealerPageRoute } from '#shared/api/routes/dealer-page';
import { dealerDirectoryRoute } from '#shared/api/routes/dealer-directory';
import type { PageDataSource } from '#shared/page-render';

/**
 * The public GET route each PageDataSource method answers as (docs/decisions/038-page-data-port.md).
 * page-data.ts validates with these contracts' schemas and calls the domain functions their
 * handlers call, so the renderer needs exactly these routes' grants: PAGE_RENDERER's access
 * (infra/stack/definitions/page-renderer.ts) is their union, and tests/infra/least-privilege.test.ts
 * compares the role with their policies. A new method without a route does not typecheck.
 *
 * Contracts only (no clients, no configuration), so the CDK definitions can import it.
 */
export const PAGE_DATA_ROUTES = {
  featured: featuredListingsRoute,
  search: searchListingsRoute,
  listing: listingDetailRoute,
  similar: listingSimilarRoute,
  settings: siteSettingsRoute,
  dealer: dealerPageRoute,
  dealers: dealerDirectoryRoute,
} as const satisfies Record<
  keyof PageDataSource,
  RouteContract & { method: 'GET'; auth: 'public' }
>;

export type PageDataRoute = (typeof PAGE_DATA_ROUTES)[keyof PageDataSource];
