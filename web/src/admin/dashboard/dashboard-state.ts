import { adminStatsSchema, type AdminStats } from '#shared/admin/dashboard';
import { formatMoney } from '#shared/format';
import { formatCount } from '../admin-format';
import { pages } from '#shared/pages';

export type DashboardState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; stats: AdminStats };

/**
 * What the dashboard shows from SWR's data and error: figures already loaded win over a later
 * failed refresh; an answer of the wrong shape counts as a failure. Failures are silent (spec
 * 02 section 8: 'Dashboard stat load failures are ignored silently'): no toast.
 */
export function dashboardState(data: unknown, error: unknown): DashboardState {
  const parsed = adminStatsSchema.safeParse(data);
  if (parsed.success) return { status: 'ready', stats: parsed.data };
  if (error || data !== undefined) return { status: 'unavailable' };
  return { status: 'loading' };
}

type StatKey = Exclude<keyof AdminStats, 'recentActivity' | 'daily'>;

export type StatCardSpec = {
  key: StatKey;
  label: string;
  caption: string;
  format: (value: number) => string;
  /** Where the figure leads, for an admin who wants to act on it. */
  link?: { href: string; text: string };
};

const count = (value: number) => formatCount(value) ?? '0';

/** The stat cards, in the order (spec 02 section 2 and issue 16 section 5). */
export const STAT_CARDS: readonly StatCardSpec[] = [
  {
    key: 'activeListings',
    label: 'Active Listings',
    caption: 'Approved and for sale: what buyers see',
    format: count,
  },
  { key: 'soldListings', label: 'Sold Listings', caption: 'Marked as sold', format: count },
  { key: 'totalUsers', label: 'Total Users', caption: 'Registered accounts', format: count },
  {
    key: 'boostingRevenuePence',
    label: 'Boosting Revenue',
    caption: 'Succeeded boost payments',
    format: (pence) => formatMoney(pence / 100),
  },
  {
    key: 'pendingListings',
    label: 'Pending Review',
    caption: 'New or edited listings waiting for moderation',
    format: count,
    link: { href: pages.adminModeration.build(), text: 'Open the moderation queue' },
  },
];

export const UNAVAILABLE = 'Unavailable';

/** A card's figure: null while loading (a skeleton shows), 'Unavailable' after a failure. */
export function statFigure(card: StatCardSpec, state: DashboardState): string | null {
  if (state.status === 'loading') return null;
  if (state.status === 'unavailable') return UNAVAILABLE;
  return card.format(state.stats[card.key]);
}
