import { sellerStatsSchema, type SellerStats } from '#shared/dashboard';
import { formatNumber } from '#shared/format';

/** The figures a stat card can show: the counts of the answer. */
export type StatKey =
  'activeListings' | 'boostedListings' | 'pendingListings' | 'enquiriesReceived';

export type StatCardSpec = { key: StatKey; label: string; caption: string };

/**
 * Spec 02 section 2: the dashboard's stat cards Active Listings and Boosted Listings, then what
 * else a seller checks first (issue 19): listings waiting for approval and buyers' enquiries.
 */
export const STAT_CARDS: readonly StatCardSpec[] = [
  { key: 'activeListings', label: 'Active Listings', caption: 'Approved and live for buyers' },
  {
    key: 'boostedListings',
    label: 'Boosted Listings',
    caption: 'With a search or homepage boost running now',
  },
  {
    key: 'pendingListings',
    label: 'Awaiting Approval',
    caption: 'Sent to us and not yet checked',
  },
  {
    key: 'enquiriesReceived',
    label: 'Enquiries Received',
    caption: 'Messages from buyers, sent on to your inbox',
  },
];

export const STATS_LOAD_ERROR = 'Could not load dashboard statistics';
export const STAT_UNAVAILABLE = 'Unavailable';
export const STAT_UNAVAILABLE_CAPTION = 'This figure could not be loaded just now.';

export type StatsState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; stats: SellerStats };

/** The answer of GET /api/me/listings/stats, if it has the expected shape. */
export function isSellerStats(value: unknown): value is SellerStats {
  return sellerStatsSchema.safeParse(value).success;
}

/**
 * What the cards show from SWR's data and error: figures we already have win over a later
 * failed refresh; an answer of the wrong shape counts as a failure.
 */
export function statsState(data: unknown, error: unknown): StatsState {
  if (isSellerStats(data)) return { status: 'ready', stats: data };
  if (error || data !== undefined) return { status: 'unavailable' };
  return { status: 'loading' };
}

/** The figure and the caption of one card; null figure while loading (a skeleton shows). */
export function statCardText(
  card: StatCardSpec,
  state: StatsState,
): { figure: string | null; caption: string } {
  if (state.status === 'loading') return { figure: null, caption: card.caption };
  if (state.status === 'unavailable') {
    return { figure: STAT_UNAVAILABLE, caption: STAT_UNAVAILABLE_CAPTION };
  }
  return { figure: formatNumber(state.stats[card.key]), caption: card.caption };
}
