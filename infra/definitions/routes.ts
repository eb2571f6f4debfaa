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
