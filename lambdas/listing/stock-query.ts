import { isBoosted, type Listing } from '#shared/listing';
import { LISTING_LIMITS } from '#shared/listing-form';
import { listingState } from '#shared/listing-state';
import { expiresSoon } from '#shared/listing-expiry';
import type { OwnListingFlag, OwnListingsQuery, OwnListingSort } from '#shared/own-listings';
import type { ListingCounters } from './listing-state-repo';
import { ukDay } from '../platform/uk-day';

/*
 * My Listings' search, sort and filters over a seller's stock rows (decision 071): plain
 * functions over rows held in memory (stock-view.ts), so a 1,000-van dealer's request costs no
 * read of the rows themselves.
 */

/** What the stock view holds of each listing: the owner index's fields and the stock keys. */
export type StockRow = Pick<
  Listing,
  | 'id'
  | 'title'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'status'
  | 'approval_status'
  | 'search_featured'
  | 'homepage_featured'
  | 'boost_expires'
  | 'created_at'
  | 'updated_at'
  | 'image_urls'
> & {
  stock_reference: string | null;
  registration: string | null;
  /** Whether buyers' reports hide it (decision 067): its state is 'hidden' then. */
  reports_hidden: boolean;
  /** The owner index entry as read: what the page's rows are made from. */
  entry: Record<string, unknown>;
};

/**
 * Whole UK days in stock: from the day it was listed to today, or to the day of its sale (its
 * last change) when sold; 0 on the day it was listed.
 */
export function daysInStock(
  row: Pick<StockRow, 'status' | 'created_at' | 'updated_at'>,
  now: Date,
): number {
  const start = ukDay(row.created_at);
  const end = ukDay(row.status === 'sold' ? row.updated_at : now);
  if (!start || !end) return 0;
  return Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000));
}

/** Letters and digits only, upper case: 'ab19 cde' finds 'AB19CDE', 'vn-12' finds 'VN12'. */
const squeezed = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

/**
 * Whether a row matches the search text: every word in its make and model (as typed, any
 * case), or the whole text in its plate or stock reference (spaces and punctuation aside).
 */
export function matchesSearch(row: StockRow, text: string): boolean {
  const words = text.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = `${row.make} ${row.model}`.toUpperCase();
  if (words.every((word) => name.includes(word))) return true;
  const wanted = squeezed(text);
  if (wanted === '') return false;
  return [row.registration, row.stock_reference].some(
    (key) => key !== null && squeezed(key).includes(wanted),
  );
}

type Counts = ReadonlyMap<
  string,
  Pick<ListingCounters, 'views' | 'enquiries'> &
    Partial<Pick<ListingCounters, 'live_until' | 'expired'>>
>;

/**
 * A row's state as a person reads it: the owner index does not carry the expiry flag, the
 * counter item's copy does (decision 072), so the counters of every row are read whenever a
 * query asks about expiry (needsCounters).
 */
const stateOf = (row: StockRow, counts: Counts) =>
  listingState({ ...row, expired: counts.get(row.id)?.expired === true });

/** The yes/no filters: one predicate each. */
const FLAG_TESTS: Record<OwnListingFlag, (row: StockRow, now: Date, counts: Counts) => boolean> = {
  boosted: (row, now) => isBoosted(row, now),
  missing_photos: (row) => row.image_urls.length < LISTING_LIMITS.minPhotos,
  // Live, and its advert ends within the reminder's 7 days: the vans to renew now.
  expiring_soon: (row, now, counts) =>
    stateOf(row, counts) === 'live' && expiresSoon(counts.get(row.id)?.live_until, now),
};

/** When a row joined its tab: listed (active), or sold (its last change), as the tabs page. */
const tabTime = (row: StockRow) => (row.status === 'sold' ? row.updated_at : row.created_at);

/** Ties go newest first, then by id, so pages never overlap. */
const newest = (a: StockRow, b: StockRow) =>
  tabTime(b).localeCompare(tabTime(a)) || b.id.localeCompare(a.id);

/**
 * Each order's figure of a row and whether it goes highest first; null for the orders by the
 * listing time itself. Figured once a row per request (a day in stock is a time-zone sum).
 */
function figureOf(
  sort: OwnListingSort,
  counts: Counts,
  now: Date,
): { value: (row: StockRow) => number; descending: boolean } | null {
  switch (sort) {
    case 'newest':
    case 'oldest':
      return null;
    case 'price_low':
      return { value: (row) => row.price, descending: false };
    case 'price_high':
      return { value: (row) => row.price, descending: true };
    case 'views':
      return { value: (row) => counts.get(row.id)?.views ?? 0, descending: true };
    case 'enquiries':
      return { value: (row) => counts.get(row.id)?.enquiries ?? 0, descending: true };
    case 'days_in_stock':
      return { value: (row) => daysInStock(row, now), descending: true };
  }
}

function sorted(rows: StockRow[], sort: OwnListingSort, counts: Counts, now: Date): StockRow[] {
  const figure = figureOf(sort, counts, now);
  if (!figure) return rows.sort(sort === 'oldest' ? (a, b) => newest(b, a) : newest);
  const keyed = rows.map((row) => ({ row, key: figure.value(row) }));
  keyed.sort((a, b) => (figure.descending ? b.key - a.key : a.key - b.key) || newest(a.row, b.row));
  return keyed.map(({ row }) => row);
}

/** Whether an order needs every row's counters (read once, kept with the rows). */
export function needsCounters(
  query: Pick<OwnListingsQuery, 'sort' | 'state' | 'expiring_soon'>,
): boolean {
  return (
    query.sort === 'views' ||
    query.sort === 'enquiries' ||
    // Expiry is on the counter items: 'live' must leave the expired out, 'expired' find them.
    query.state === 'live' ||
    query.state === 'expired' ||
    query.expiring_soon === '1'
  );
}

/**
 * The rows of the query's tab that its search and filters match, in its order. Sold listings
 * are their own tab; the state filter picks among the active tab's states (the Sold tab has
 * one state, so it leaves it alone there).
 */
export function selectStock(
  rows: readonly StockRow[],
  query: Pick<
    OwnListingsQuery,
    'tab' | 'q' | 'sort' | 'state' | 'boosted' | 'missing_photos' | 'expiring_soon'
  >,
  counts: Counts,
  now: Date,
): StockRow[] {
  const flags = (Object.keys(FLAG_TESTS) as OwnListingFlag[]).filter((flag) => query[flag]);
  const matched = rows
    .filter((row) => (row.status === 'sold' ? 'sold' : 'active') === query.tab)
    .filter((row) => !query.state || query.tab === 'sold' || stateOf(row, counts) === query.state)
    .filter((row) => flags.every((flag) => FLAG_TESTS[flag](row, now, counts)))
    .filter((row) => !query.q || matchesSearch(row, query.q));
  return sorted(matched, query.sort, counts, now);
}
