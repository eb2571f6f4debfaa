/**
 * Where the page must go so that each listing has one URL: the API's canonical path when the
 * address bar shows another (a stale slug, the shape without the year, a trailing slash), else
 * undefined. The listing id alone chose the listing; the slugs are only decoration.
 */
export function canonicalRedirect(pathname: string, canonicalPath: string): string | undefined {
  return pathname === canonicalPath ? undefined : canonicalPath;
}
