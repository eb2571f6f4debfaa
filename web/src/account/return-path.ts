/**
 * Where sign-in returns to: only a path on this site (a crafted state must not send anyone to
 * another origin, `//evil.example`), and never back into the sign-in pages; home otherwise.
 */
export function safeReturnPath(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  return from.startsWith('/auth/') ? '/' : from;
}
