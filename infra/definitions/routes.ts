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
  access: { table: TableAccess; images?: BucketAccess; sitemaps?: BucketAccess };
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
