import type { OwnListingsPage, OwnListingsQuery } from '#shared/own-listings';
import { OWN_LISTINGS_PAGE_SIZE } from '#shared/own-listings';
import { getCountersOf } from './listing-state-repo';
import { decodeIndexCursor, encodeIndexCursor } from '../platform/index-cursor';
import type { OwnListingDeps } from './deps';
import { toOwnListingRow } from './own-listing-view';
import { daysInStock, needsCounters, selectStock } from './stock-query';
import { getStockTally, stockRowsOf } from './stock-view';

/**
 * Where the next page starts among the query's matches, only from a cursor of this seller's
 * (another seller's, or a made-up one, is a 422).
 */
function offsetOf(cursor: string, userId: string): number {
  const fields = decodeIndexCursor(
    cursor,
    ['owner', 'offset'],
    (f) => f.owner === userId && Number.isInteger(f.offset) && Number(f.offset) > 0,
  );
  return Number(fields.offset);
}

/**
 * A page of the seller's listings in one tab, searched, filtered and sorted (decision 071),
 * with both tabs' counts: the tally (one read, which says whether the stock view's rows are
 * current), the rows from the stock view, the page's own counters.
 */
export async function listOwnListings(
  deps: Pick<OwnListingDeps, 'db' | 'now'>,
  userId: string,
  query: OwnListingsQuery,
): Promise<OwnListingsPage> {
  const now = deps.now?.() ?? new Date();
  const offset = query.cursor ? offsetOf(query.cursor, userId) : 0;
  const tally = await getStockTally(deps.db, userId);
  const { rows, counters } = await stockRowsOf(deps.db, userId, tally, {
    withCounters: needsCounters(query),
    now: now.getTime(),
  });
  const matched = selectStock(rows, query, counters ?? new Map(), now);
  const page = matched.slice(offset, offset + OWN_LISTINGS_PAGE_SIZE);
  // The page's own counters, read now: the figures a row shows are never a minute old.
  const fresh = await getCountersOf(
    deps.db,
    page.map((row) => row.id),
  );
  const next = offset + OWN_LISTINGS_PAGE_SIZE;
  return {
    tab: query.tab,
    items: page.map((row) => ({
      ...toOwnListingRow(
        { ...row.entry, stock_reference: row.stock_reference, registration: row.registration },
        fresh.get(row.id),
      ),
      days_in_stock: daysInStock(row, now),
    })),
    counts: { active: tally.active, sold: tally.sold },
    matched: matched.length,
    next_cursor: next < matched.length ? encodeIndexCursor({ owner: userId, offset: next }) : null,
  };
}
