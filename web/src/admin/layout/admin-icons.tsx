import type { AdminNavIcon } from './admin-nav-items';

/** 20 px outline paths (stroke), one per navigation item. */
const PATHS: Record<AdminNavIcon, string> = {
  dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  moderation: 'M10 2l6 3v4c0 4-2.6 7.4-6 9-3.4-1.6-6-5-6-9V5zM7 10l2 2 4-4',
  reports: 'M4 18V3M4 3h10l-2 3.5 2 3.5H4',
  listings: 'M2 6h11v7H2zM13 8h3l2 3v2h-5M5 16a1.5 1.5 0 1 0 0-.1M14 16a1.5 1.5 0 1 0 0-.1',
  users:
    'M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17c0-3 2.2-5 5-5s5 2 5 5M13 4a3 3 0 0 1 0 5M15 12c1.8.6 3 2.4 3 5',
  payments: 'M2 5h16v10H2zM2 8h16M5 12h3',
  boosts: 'M10 2l2.4 5 5.6.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.6-.8z',
  settings:
    'M10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM10 1.5v2.5M10 16v2.5M1.5 10H4M16 10h2.5M4 4l1.8 1.8M14.2 14.2 16 16M4 16l1.8-1.8M14.2 5.8 16 4',
};

export function AdminIcon({
  icon,
  className = 'size-5',
}: {
  icon: AdminNavIcon;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`${className} shrink-0`}
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}

/** The sidebar toggle: a panel with its left column. */
export function SidebarIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={`${className} shrink-0`}
    >
      <rect x="2.5" y="3.5" width="15" height="13" rx="2" />
      <path d="M7.5 3.5v13" />
    </svg>
  );
}
