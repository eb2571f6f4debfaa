import { PAGE_LIST, type AnyPage } from './definitions';

/**
 * What follows from which pages are indexable: the private paths the renderer answers with the
 * SPA's shell, the robots.txt Disallow lines and the static sitemap.
 */

const PRIVATE_PAGES = PAGE_LIST.filter((page) => !page.indexable);

/** '/dashboard/listings/:listingId' → 'dashboard'. */
const firstSegment = (page: AnyPage) => page.pattern.split('/')[1]!;

/**
 * The folders whose pages are all private (/auth, /dashboard, /admin): anything under them,
 * a page not built yet included, is private too. A private page alone in its folder
 * (/add-listing) is private by itself, and /add-listing-guide would not be.
 */
const PRIVATE_AREAS = [
  ...new Set(PRIVATE_PAGES.filter((page) => page.pattern.split('/').length > 2).map(firstSegment)),
];
const LONE_PRIVATE_PAGES = PRIVATE_PAGES.filter(
  (page) => !PRIVATE_AREAS.includes(firstSegment(page)),
).map((page): string => page.pattern);

for (const page of PAGE_LIST) {
  if (page.indexable && PRIVATE_AREAS.includes(firstSegment(page))) {
    throw new Error(`${page.pattern} is indexable inside a private area`);
  }
}

/**
 * Never server-rendered (docs/decisions/028-server-rendered-pages.md, section 4): the private
 * pages and their areas, in any case, since the router matches paths case-insensitively and
 * /Dashboard is the dashboard too.
 */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  if (LONE_PRIVATE_PAGES.includes(path)) return true;
  return PRIVATE_AREAS.some((area) => path === `/${area}` || path.startsWith(`/${area}/`));
}

/**
 * robots.txt's Disallow paths for the private pages, in the definitions' order: an area with a
 * page of its own is closed from that page down ('/dashboard'), one without from its folder
 * ('/auth/'), a lone page by its path ('/add-listing').
 */
export function privateRobotsPaths(): string[] {
  const areas = PRIVATE_AREAS.map((area) =>
    PAGE_LIST.some((page) => page.pattern === `/${area}`) ? `/${area}` : `/${area}/`,
  );
  return [...areas, ...LONE_PRIVATE_PAGES];
}

/** The static sitemap: each page with sitemap information, at its path, in the definitions' order. */
export function staticSitemapPages(): { path: string; updated: string }[] {
  return PAGE_LIST.flatMap((page) =>
    page.sitemap ? [{ path: page.build(), updated: page.sitemap.updated }] : [],
  );
}
