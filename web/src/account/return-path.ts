import { pages } from '#shared/pages';
/**
 * Where sign-in returns to: only a path on this site (a crafted state must not send anyone to
 * another origin, `//evil.example`), and never back into the sign-in pages; `fallback` (home
 * unless told) otherwise.
 */
export function safeReturnPath(from: string | undefined, fallback = pages.home.build()): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  // A test of the area, not a link: any /auth/ path, a page of it or not.
  // eslint-disable-next-line no-restricted-syntax
  return from.startsWith('/auth/') ? fallback : from;
}

/**
 * Where a newly confirmed account goes once signed in: where it was going (e.g. /add-listing),
 * or its dashboard, whose first step is listing a van.
 */
export function afterConfirmPath(from: string | undefined): string {
  return safeReturnPath(from, pages.dashboard.build());
}
