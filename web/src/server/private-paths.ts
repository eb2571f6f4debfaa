/**
 * Pages that are never server-rendered: they belong to a signed-in user or an admin, so the
 * anonymous HTML the edge caches would be useless to them and a crawler must not index them.
 * They get the plain SPA shell (document.ts `shellDocument`) and `noindex`; the browser renders
 * them as it always has (docs/decisions/028-server-rendered-pages.md, section 4). Which they are
 * follows from the page definitions' `indexable` (shared/pages/site-areas.ts).
 */
export { isPrivatePath } from '#shared/pages/site-areas';
