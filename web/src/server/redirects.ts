import { SEARCH_ROOT, parseSearchUrl } from '../search/search-url';
import { isPrivatePath } from './private-paths';

/**
 * The 301s a request path earns before rendering (docs/decisions/028-server-rendered-pages.md,
 * section 4): one hop to an already-canonical URL, so a crawler never follows a chain.
 * Only paths are redirected; a query a page cannot use is dropped by the page and named by its
 * canonical link instead.
 */

export type RedirectContext = {
  now: Date;
  /** True when the (lower-case) path is a page of the router, so a 301 never leads to a 404. */
  isPage: (pathname: string) => boolean;
};

/** 'any' is how older links said "no model" or "no location" in a results path. */
const ANY = 'any';
/** Segments after /used-vans on a results page; listings have four or five. */
const MAX_RESULTS_SEGMENTS = 3;

/**
 * Where the URL must move to (a site-relative URL), or undefined when its path is canonical or
 * not a page at all (the 404 is then rendered at the path asked for). Listing paths are left
 * to the listing route's loader, which reads the listing's own canonical path.
 */
export function pathRedirect(url: URL, context: RedirectContext): string | undefined {
  const { pathname } = url;
  const trimmed = withoutTrailingSlash(pathname);
  const segments = trimmed.split('/').slice(1);
  if (segments[0]?.toLowerCase() === SEARCH_ROOT.slice(1)) {
    const rest = segments.slice(1);
    if (rest.length > MAX_RESULTS_SEGMENTS) return undefined;
    return resultsRedirect(url, rest, context.now);
  }
  const lower = trimmed.toLowerCase();
  // Private paths carry ids whose case matters (/dashboard/listings/AbC123) and are never
  // indexed: only the trailing slash goes, and the query stays (the sign-in callback's code).
  if (isPrivatePath(lower)) return trimmed === pathname ? undefined : `${trimmed}${url.search}`;
  // Public pages ignore the query, so their canonical URL has none. Only a path in slug form
  // moves: anything else is no page of ours in any case, and a Location built from it would
  // hand the request's own text back.
  if (lower === pathname || !SLUG_PATH.test(lower) || !context.isPage(lower)) return undefined;
  return lower;
}

/** Lower-case words and hyphens between slashes: every public page path that is not a listing. */
const SLUG_PATH = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

function resultsRedirect(url: URL, rest: string[], now: Date): string | undefined {
  let decoded: string[];
  try {
    decoded = rest.map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined;
  }
  if (decoded.includes('')) return undefined;
  const [make, model, location] = decoded;
  const parsed = parseSearchUrl({ make, model, location }, url.search, now);
  if (parsed.kind === 'not-found') return undefined;
  const lowerPath = [SEARCH_ROOT, ...decoded].join('/');
  if (url.pathname === lowerPath && !decoded.includes(ANY)) return undefined;
  return parsed.href;
}

function withoutTrailingSlash(pathname: string): string {
  if (pathname === '/') return pathname;
  return pathname.replace(/\/+$/, '') || '/';
}
