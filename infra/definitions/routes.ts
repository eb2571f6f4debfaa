/**
 * The API route table, defined once: the CDK stack creates one HTTP API route and one Lambda
 * function per entry, and the local gateway dispatches to the same handler modules.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export type TableAccess = 'none' | 'read' | 'readwrite';
export type BucketAccess = 'none' | 'read' | 'write' | 'readwrite';

export type RouteDefinition = {
  /** Unique, used for the Lambda's logical id: PascalCase. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
  /** API Gateway path syntax, always under /api. */
  path: `/api/${string}`;
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  auth: RouteAuth;
  access: {
    table: TableAccess;
    images?: BucketAccess;
    sitemaps?: BucketAccess;
    /** The search projection's snapshots (SEARCH_BUCKET). */
    search?: BucketAccess;
    /** Postcode geocoding through Amazon Location (the place index); a local table on the local stage. */
    geocode?: boolean;
    /** Sends e-mail through SES from the stage's sender identity (MAIL_FROM). */
    mail?: boolean;
  };
  /** Lambda memory (and with it CPU); default 512. */
  memoryMb?: number;
  /**
   * Cached by CloudFront for as long as the answer's Cache-Control allows, keyed on the whole
   * query string (GET routes with a literal path that are public only). Not cached locally.
   */
  edgeCache?: boolean;
  description: string;
};

export const ROUTES = [
  {
    id: 'Health',
    method: 'GET',
    path: '/api/health',
    handler: 'health',
    auth: 'public',
    access: { table: 'read' },
    description: 'Liveness and table reachability.',
  },
  {
    id: 'FeaturedListings',
    method: 'GET',
    path: '/api/listings/featured',
    handler: 'featured-listings',
    auth: 'public',
    access: { table: 'read' },
    description: 'Homepage-featured live listings with an unexpired boost, up to 20.',
  },
  {
    id: 'SearchListings',
    method: 'GET',
    path: '/api/listings/search',
    handler: 'search-listings',
    auth: 'public',
    // readwrite: the geocoder caches postcode coordinates in the table.
    access: { table: 'readwrite', search: 'read', geocode: true },
    // The in-memory index of every live listing: memory for it, and the full vCPU that 1,769 MB
    // buys for a query over 100,000 rows (docs/decisions/009-search-projection.md).
    memoryMb: 1769,
    edgeCache: true,
    description:
      'Live listings matching the filters: one page of 24 with the exact count, facets and distance.',
  },
  {
    id: 'ListingDetail',
    method: 'GET',
    path: '/api/listings/{id}',
    handler: 'listing-detail',
    auth: 'public',
    access: { table: 'read' },
    description: 'One listing for the detail page with its seller card, or why it is unavailable.',
  },
  {
    id: 'ListingPhone',
    method: 'GET',
    path: '/api/listings/{id}/phone',
    handler: 'listing-phone',
    auth: 'public',
    // readwrite: the per-client rate-limit counters live in the table.
    access: { table: 'readwrite' },
    description: "The seller's phone number of a live listing, rate limited per client.",
  },
  {
    id: 'ListingSimilar',
    method: 'GET',
    path: '/api/listings/{id}/similar',
    handler: 'listing-similar',
    auth: 'public',
    access: { table: 'read', search: 'read' },
    // The same in-memory index as search: the same memory for it.
    memoryMb: 1769,
    description: 'Up to 3 live listings of the same make and model, nearest first.',
  },
  {
    id: 'ListingViews',
    method: 'POST',
    path: '/api/listings/{id}/views',
    handler: 'listing-views',
    auth: 'public',
    access: { table: 'readwrite' },
    description: "Adds one to a live listing's view count.",
  },
  {
    id: 'ListingEnquiry',
    method: 'POST',
    path: '/api/listings/{id}/enquiries',
    handler: 'listing-enquiry',
    auth: 'public',
    // readwrite: stores the enquiry and the rate-limit counters; mail: relays it to the seller.
    access: { table: 'readwrite', mail: true },
    description: 'Relays a buyer enquiry to the seller by e-mail, rate limited per client.',
  },
  {
    id: 'MarketValuation',
    method: 'GET',
    path: '/api/valuations/market',
    handler: 'market-valuation',
    auth: 'public',
    access: { table: 'read', search: 'read' },
    // The same in-memory index as search: the same memory for it.
    memoryMb: 1769,
    description:
      'Asking prices of comparable live vans (same make and model, similar year and mileage).',
  },
  {
    id: 'ReadSitemap',
    method: 'GET',
    path: '/api/sitemap/{name}',
    handler: 'read-sitemap',
    auth: 'public',
    access: { table: 'none', sitemaps: 'read' },
    description:
      'One sitemap (index, static, categories, listings or blog) as the last run wrote it.',
  },
  {
    id: 'OwnProfile',
    method: 'GET',
    path: '/api/me/profile',
    handler: 'own-profile',
    auth: 'user',
    // readwrite: a profile missing since sign-up is created from the token on first read.
    access: { table: 'readwrite' },
    description: "The signed-in user's own profile.",
  },
  {
    id: 'UpdateOwnProfile',
    method: 'PUT',
    path: '/api/me/profile',
    handler: 'update-own-profile',
    auth: 'user',
    access: { table: 'readwrite' },
    description: "Changes the signed-in user's name, phone, location, website and seller type.",
  },
  {
    id: 'SellerStats',
    method: 'GET',
    path: '/api/me/listings/stats',
    handler: 'seller-stats',
    auth: 'user',
    access: { table: 'read' },
    description: "The signed-in seller's active and boosted listings, for the dashboard.",
  },
  {
    id: 'AdminStats',
    method: 'GET',
    path: '/api/admin/stats',
    handler: 'admin-stats',
    auth: 'admin',
    access: { table: 'read', search: 'read' },
    memoryMb: 1769,
    description: 'Live listings and the moderation queue, for the admin overview.',
  },
  {
    id: 'AdminGenerateSitemaps',
    method: 'POST',
    path: '/api/admin/sitemaps',
    handler: 'admin-generate-sitemaps',
    auth: 'admin',
    access: { table: 'read', search: 'read', sitemaps: 'readwrite' },
    memoryMb: 1024,
    description: 'Writes the sitemaps now, as the hourly schedule does.',
  },
  {
    // Matched last (the most specific route wins, in API Gateway and the local gateway alike),
    // so unknown API paths answer with our JSON error shape instead of API Gateway's own.
    id: 'ApiNotFound',
    method: 'ANY',
    path: '/api/{proxy+}',
    handler: 'not-found',
    auth: 'public',
    access: { table: 'none' },
    description: 'JSON 404 for any API path no other route matches.',
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** Where a route's handler module lives, relative to the repository root. */
export function handlerEntry(route: Pick<RouteDefinition, 'handler'>): string {
  return `lambdas/handlers/${route.handler}.ts`;
}
