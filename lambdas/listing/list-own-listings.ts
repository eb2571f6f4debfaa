import type { OwnListingsPage, OwnListingTab } from '#shared/own-listings';
import { OWN_LISTINGS_PAGE_SIZE } from '#shared/own-listings';
import {
  LISTING_SK,
  listingPk,
  OWNER_TAB_PREFIX,
  ownerPk,
  INDEX_KEYS,
  indexCursorFields,
} from '#shared/table-keys';
import { getCountersOf, getListingTally, queryOwnerTab } from './listing-state-repo';
import { decodeIndexCursor, encodeIndexCursor } from '../platform/index-cursor';
import type { OwnListingDeps } from './deps';
import { toOwnListingRow } from './own-listing-view';

/**
 * The index key a cursor stands for, only if it is a key of this seller's tab: a cursor made
 * up or taken from another seller's page cannot read their listings.
 */
function decodeCursor(cursor: string, userId: string, tab: OwnListingTab): Record<string, unknown> {
  return decodeIndexCursor(cursor, indexCursorFields('owner'), (fields) => {
    const sortKey = fields[INDEX_KEYS.owner.sk];
    return (
      fields[INDEX_KEYS.owner.pk] === ownerPk(userId) &&
      typeof sortKey === 'string' &&
      sortKey.startsWith(OWNER_TAB_PREFIX[tab]) &&
      // The item keys follow from the index key: `{tab}{time}#{id}` names listing `id`.
      fields.PK === listingPk(sortKey.slice(sortKey.lastIndexOf('#') + 1)) &&
      fields.SK === LISTING_SK
    );
  });
}

/**
 * A page of the seller's listings in one tab, newest first, with both tabs' counts: a Query of
 * the owner index (the rows' fields), the page's counters and the owner's tally.
 */
export async function listOwnListings(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  query: { tab: OwnListingTab; cursor?: string | undefined },
): Promise<OwnListingsPage> {
  const start = query.cursor ? decodeCursor(query.cursor, userId, query.tab) : undefined;
  const [page, counts] = await Promise.all([
    queryOwnerTab(deps.db, userId, query.tab, OWN_LISTINGS_PAGE_SIZE, start),
    getListingTally(deps.db, userId),
  ]);
  const ids = page.items.map((item) => String(item.id));
  const counters = await getCountersOf(deps.db, ids);
  return {
    tab: query.tab,
    items: page.items.map((item) => toOwnListingRow(item, counters.get(String(item.id)))),
    counts,
    next_cursor: page.lastKey ? encodeIndexCursor(page.lastKey) : null,
  };
}
