import { adminGenerateSitemapsRoute } from './routes/admin-generate-sitemaps';
import { adminStatsRoute } from './routes/admin-stats';
import { apiNotFoundRoute } from './routes/api-not-found';
import { featuredListingsRoute } from './routes/featured-listings';
import { healthRoute } from './routes/health';
import { listingDetailRoute } from './routes/listing-detail';
import { listingEnquiryRoute } from './routes/listing-enquiry';
import { listingPhoneRoute } from './routes/listing-phone';
import { listingSimilarRoute } from './routes/listing-similar';
import { listingViewsRoute } from './routes/listing-views';
import { marketValuationRoute } from './routes/market-valuation';
import { nearbyListingsRoute } from './routes/nearby-listings';
import { ownProfileRoute } from './routes/own-profile';
import { readSitemapRoute } from './routes/read-sitemap';
import { searchListingsRoute } from './routes/search-listings';
import { sellerStatsRoute } from './routes/seller-stats';
import { updateOwnProfileRoute } from './routes/update-own-profile';

/**
 * Every API route's contract (docs/decisions/016-route-contracts.md). The web app imports the
 * one route module it calls, never this list, so a page carries only the schemas it uses.
 */
export const API_ROUTES = [
  healthRoute,
  featuredListingsRoute,
  searchListingsRoute,
  nearbyListingsRoute,
  listingDetailRoute,
  listingPhoneRoute,
  listingSimilarRoute,
  listingViewsRoute,
  listingEnquiryRoute,
  marketValuationRoute,
  readSitemapRoute,
  ownProfileRoute,
  updateOwnProfileRoute,
  sellerStatsRoute,
  adminStatsRoute,
  adminGenerateSitemapsRoute,
  apiNotFoundRoute,
] as const;

export type ApiRoute = (typeof API_ROUTES)[number];
export type RouteId = ApiRoute['id'];
