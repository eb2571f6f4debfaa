import type { Listing } from '#shared/listing';
import type { Db } from '../platform/db';
import {
  importTransactions,
  insertImportedListing,
  insertImportedListings,
} from '#lambdas/listing';
import { lastingRejection } from './lasting-rejection';

/*
 * A chunk's listings written (docs/csv-import.md, Writes): all in one transaction with the
 * owner's tally, each put only where no item is (its id is the import's and the row's). Rows an
 * earlier attempt wrote are recognised by their failed condition and left out; a row DynamoDB
 * rejects for good is found by writing the rest one at a time, and becomes that row's error.
 */

export type WrittenListings = {
  /** Ids now written, by this call or an earlier attempt. */
  written: Set<string>;
  /** Ids refused for good, with DynamoDB's reason. */
  refused: Map<string, string>;
  /** Ids whose stock reference names another listing of the seller (decision 071). */
  taken: Set<string>;
};

export async function writeImportedListings(
  db: Db,
  listings: readonly Listing[],
  now: Date,
): Promise<WrittenListings> {
  const all: WrittenListings = { written: new Set(), refused: new Map(), taken: new Set() };
  // One transaction for a chunk without stock keys (a retried chunk then fetches no photo of a
  // written row again); rows with a stock reference take more items, and more transactions.
  for (const group of importTransactions(db, listings)) {
    const part = await writeGroup(db, group, now);
    for (const id of part.written) all.written.add(id);
    for (const [id, reason] of part.refused) all.refused.set(id, reason);
    for (const id of part.taken) all.taken.add(id);
  }
  return all;
}

/** One transaction's worth of listings (a group of importTransactions). */
async function writeGroup(
  db: Db,
  listings: readonly Listing[],
  now: Date,
): Promise<WrittenListings> {
  const written = new Set<string>();
  const refused = new Map<string, string>();
  const taken = new Set<string>();
  let left = [...listings];
  while (left.length > 0) {
    const outcome = await insertImportedListings(db, left, now).catch((error: unknown) => {
      // A request refused whole (an item over the size limit): found below, one at a time.
      if (lastingRejection(error) === undefined) throw error;
      return { kind: 'refused' as const, error };
    });
    if (outcome.kind === 'written') {
      for (const listing of left) written.add(listing.id);
      return { written, refused, taken };
    }
    if (outcome.kind === 'exist') {
      // Cancelled on those rows' conditions only: they are written; the rest go again.
      for (const id of outcome.ids) written.add(id);
      left = left.filter((listing) => !outcome.ids.has(listing.id));
      continue;
    }
    // Something else refused the transaction: one at a time finds the row.
    for (const listing of left) {
      try {
        const outcome = await insertImportedListing(db, listing, now);
        if (outcome === 'stock_reference') taken.add(listing.id);
        else written.add(listing.id);
      } catch (error) {
        const message = lastingRejection(error);
        if (message === undefined) throw error;
        refused.set(listing.id, message);
      }
    }
    return { written, refused, taken };
  }
  return { written, refused, taken };
}
