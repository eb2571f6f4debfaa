import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, sidebarCookie, sidebarExpandedFrom } from './sidebar-state';

/** The phones' navigation sheet: the one dialog the shortcut may close. */
export const ADMIN_SHEET_ID = 'admin-menu-sheet';

/**
 * The sidebar's two states: expanded or the icon rail on desktop (kept in the cookie), and the
 * sheet open or shut on phones. Ctrl or Cmd + B toggles whichever the screen shows, except while
 * another dialog is open.
 */
export function useSidebar(desktop: boolean) {
  const [expanded, setExpanded] = useState(() =>
    typeof document === 'undefined' ? true : sidebarExpandedFrom(document.cookie),
  );
  const [sheetOpen, setSheetOpen] = useState(false);

  const toggleExpanded = useCallback(() => {
    const next = !expanded;
    setExpanded(next);
    document.cookie = sidebarCookie(next);
  }, [expanded]);

  const toggle = useCallback(() => {
    if (desktop) toggleExpanded();
    else setSheetOpen((open) => !open);
  }, [desktop, toggleExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      const dialogOpen = document.querySelector(`dialog[open]:not(#${ADMIN_SHEET_ID})`);
      if (dialogOpen) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The sheet is a phone's: it closes when the window grows to the desktop layout.
  useEffect(() => {
    if (desktop) setSheetOpen(false);
  }, [desktop]);

  return { expanded, toggleExpanded, sheetOpen, setSheetOpen, toggle };
}
