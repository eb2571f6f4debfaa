import { formatNumber } from '../../../../shared/format';
export type AdminNavIcon =
  'dashboard' | 'moderation' | 'listings' | 'users' | 'payments' | 'boosts' | 'settings';

export type AdminNavItem = { label: string; href: string; icon: AdminNavIcon };

/** The side navigation (spec 02: Dashboard, Listings, Users, Payments, Boosts, Settings) and the queue. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', href: '/admin', icon: 'dashboard' },
  { label: 'Moderation', href: '/admin/moderation', icon: 'moderation' },
  { label: 'Listings', href: '/admin/listings', icon: 'listings' },
  { label: 'Users', href: '/admin/users', icon: 'users' },
  { label: 'Payments', href: '/admin/payments', icon: 'payments' },
  { label: 'Boosts', href: '/admin/boosts', icon: 'boosts' },
  { label: 'Settings', href: '/admin/settings', icon: 'settings' },
];

/**
 * Whether an item is the page shown now: the dashboard on /admin only, the others on their
 * path and below it (a listing's page marks Listings).
 */
export function isCurrentNav(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (href === '/admin') return path === '/admin';
  return path === href || path.startsWith(`${href}/`);
}

/** The pending count as the Moderation link shows it ('3', '99+'), or null for none. */
export function pendingLabel(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return `${count > 99 ? '99+' : formatNumber(count)}`;
}
