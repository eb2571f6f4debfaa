import { formatNumber } from '#shared/format';
import { pages } from '#shared/pages';
export type AdminNavIcon =
  | 'dashboard'
  | 'moderation'
  | 'reports'
  | 'listings'
  | 'users'
  | 'payments'
  | 'boosts'
  | 'settings';

export type AdminNavItem = { label: string; href: string; icon: AdminNavIcon };

/**
 * The side navigation (spec 02: Dashboard, Listings, Users, Payments, Boosts, Settings), the
 * moderation queue and, beside it, buyers' reports (decision 067).
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: pages.admin.build(), icon: 'dashboard' },
  { label: 'Moderation', href: pages.adminModeration.build(), icon: 'moderation' },
  { label: 'Reports', href: pages.adminReports.build(), icon: 'reports' },
  { label: 'Listings', href: pages.adminListings.build(), icon: 'listings' },
  { label: 'Users', href: pages.adminUsers.build(), icon: 'users' },
  { label: 'Payments', href: pages.adminPayments.build(), icon: 'payments' },
  { label: 'Boosts', href: pages.adminBoosts.build(), icon: 'boosts' },
  { label: 'Settings', href: pages.adminSettings.build(), icon: 'settings' },
];

/**
 * Whether an item is the page shown now: the dashboard on /admin only, the others on their
 * path and below it (a listing's page marks Listings).
 */
export function isCurrentNav(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === pages.admin.build()) return path === pages.admin.build();
  return path === href || path.startsWith(`${href}/`);
}

/** The pending count as the Moderation link shows it ('3', '99+'), or null for none. */
export function pendingLabel(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return `${count > 99 ? '99+' : formatNumber(count)}`;
}
