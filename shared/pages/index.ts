/** The page definitions without their parameter schemas: no zod, so the router can import it. */
export { pages, PAGE_LIST, FALLBACKS, ADMIN_LAYOUT, ROUTE_ENTRIES } from './definitions';
export type { AnyPage, PageId, Pages } from './definitions';
export type { PageAccess, PageCacheKind, PageDefinition } from './define-page';
export type { PatternParams, QueryInit } from './pattern';
