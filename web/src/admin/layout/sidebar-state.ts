/**
 * The admin sidebar's state, kept in a cookie for 7 days (spec 02 sections 2 and 9) so a reload,
 * or the next visit within the week, finds it as the admin left it.
 */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 604_800;

/** Expanded unless the cookie says `false`. */
export function sidebarExpandedFrom(cookieHeader: string): boolean {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value.join('=').trim() !== 'false';
  }
  return true;
}

/** The document.cookie assignment that keeps the state (the admin area's path only). */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

type ShortcutKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl + B, or Cmd + B on a Mac: toggles the sidebar (from anywhere in the admin area). */
export function isSidebarShortcut(event: ShortcutKey): boolean {
  return (
    event.key.toLowerCase() === 'b' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
