/**
 * Pages that are never server-rendered: they belong to a signed-in user or an admin, so the
 * anonymous HTML the edge caches would be useless to them and a crawler must not index them.
 * They get the plain SPA shell (document.ts `shellDocument`) and `noindex`; the browser renders
 * them as it always has (docs/decisions/028-server-rendered-pages.md, section 4).
 */
const PRIVATE_AREAS = ['/dashboard', '/admin', '/auth'] as const;
const PRIVATE_PAGES = ['/add-listing'] as const;

/**
 * True for `/dashboard`, `/admin`, `/auth` and anything under them, and `/add-listing`, in any
 * case: the router matches paths case-insensitively, so `/Dashboard` is the dashboard too.
 */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if ((PRIVATE_PAGES as readonly string[]).includes(path)) return true;
  return PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}
