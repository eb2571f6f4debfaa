import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import { tabOf } from '../listing-state-repo';
import { cancelledOn, sendTransaction } from '../../platform/transactions';
import { writtenItem } from './listing-item';
import { tallyDelta, tallyUpdate } from './listing-tally';
import { stockKeyWrites } from './stock-keys';

/** A listing's Put and its stock keys' writes (the reference's claim first, decision 071). */
function importedWrites(db: Db, listing: Listing, now: Date) {
  const stock = stockKeyWrites(db, null, listing);
  return {
    put: {
      Put: {
        TableName: db.tableName,
        Item: writtenItem(listing, now),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    stock: [...(stock.claim ? [stock.claim] : []), ...stock.others],
  };
}

/**
 * Writes an imported row's listing, never over an existing item (its id is the import's and
 * the row's), in one transaction with the owner's tally: 'exists' when an earlier attempt of
 * the chunk wrote it already, and then nothing is written, so a retried chunk counts each
 * listing once. 'stock_reference': its stock reference names another listing of the seller
 * (a claim by a listing other than this one), and nothing is written.
 */
export async function insertImportedListing(
  db: Db,
  listing: Listing,
  now: Date,
): Promise<'created' | 'exists' | 'stock_reference'> {
  const tally = tallyUpdate(db, listing.user_id, tallyDelta(null, tabOf(listing)), now);
  const { put, stock } = importedWrites(db, listing, now);
  try {
    await sendTransaction(db, [put, tally, ...stock]);
    return 'created';
  } catch (error) {
    if (cancelledOn(error, 0)) return 'exists';
    if (listing.stock_reference && cancelledOn(error, 2)) return 'stock_reference';
    throw error;
  }
}

/** A chunk's write: all written, or cancelled on some listings' conditions, or otherwise. */
export type ImportedListingsOutcome =
  | { kind: 'written' }
  /** Cancelled only because these listings exist already (an earlier attempt wrote them). */
  | { kind: 'exist'; ids: Set<string> }
  /** Cancelled for another reason (an item DynamoDB refuses): the error. */
  | { kind: 'refused'; error: unknown };

/** The items of one transaction at most: DynamoDB's limit, the tally among them. */
const TRANSACTION_ITEMS = 100;

/** The items an imported listing's write takes: the listing, and its stock keys (decision 071). */
function itemsOf(db: Db, listing: Listing): number {
  return 1 + importedWrites(db, listing, new Date(0)).stock.length;
}

/**
 * Imported listings in groups that each fit one transaction with the tally: a chunk of rows
 * without stock keys is one group, as before decision 071; rows with a reference (3 items) fit
 * 33 a transaction.
 */
export function importTransactions(db: Db, listings: readonly Listing[]): Listing[][] {
  const groups: Listing[][] = [];
  let group: Listing[] = [];
  let items = 1;
  for (const listing of listings) {
    const size = itemsOf(db, listing);
    if (group.length > 0 && items + size > TRANSACTION_ITEMS) {
      groups.push(group);
      group = [];
      items = 1;
    }
    group.push(listing);
    items += size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * Writes imported listings (one owner's, one group of importTransactions) in one
 * transaction with the owner's tally ADD of their number, each put only where no item is. All
 * or nothing: a cancelled transaction wrote none, and says which listings exist already.
 */
export async function insertImportedListings(
  db: Db,
  listings: readonly Listing[],
  now: Date,
): Promise<ImportedListingsOutcome> {
  if (listings.length === 0) return { kind: 'written' };
  if (importTransactions(db, listings).length > 1) {
    throw new Error(`At most ${TRANSACTION_ITEMS} items a transaction: use importTransactions`);
  }
  const owner = listings[0]!.user_id;
  if (listings.some((listing) => listing.user_id !== owner)) throw new Error('One owner a write');
  const tally = tallyUpdate(
    db,
    owner,
    {
      active: listings.filter((l) => tabOf(l) === 'active').length,
      sold: listings.filter((l) => tabOf(l) === 'sold').length,
    },
    now,
  );
  const writes = listings.map((listing) => importedWrites(db, listing, now));
  try {
    // The listings first: a cancellation's index below their number names a listing.
    await sendTransaction(db, [
      ...writes.map((w) => w.put),
      tally,
      ...writes.flatMap((w) => w.stock),
    ]);
    return { kind: 'written' };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.flatMap((reason, index) =>
      reason.Code && reason.Code !== 'None' ? [{ index, code: reason.Code }] : [],
    );
    if (
      failed.length > 0 &&
      failed.every((f) => f.code === 'ConditionalCheckFailed' && f.index < listings.length)
    ) {
      return { kind: 'exist', ids: new Set(failed.map((f) => listings[f.index]!.id)) };
    }
    // Throttled or conflicting still: passing, for the caller to throw.
    if (
      reasons.some(
        (r) =>
          r.Code === 'ThrottlingError' ||
          r.Code === 'TransactionConflict' ||
          r.Code === 'ProvisionedThroughputExceeded',
      )
    ) {
      throw error;
    }
    return { kind: 'refused', error };
  }
}
