import type { ImportError } from '#shared/csv-import/imports';
import type { ImportedRow } from '#shared/csv-import/rules';
import type { Listing } from '#shared/listing';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { FEED_MESSAGES } from '#shared/stock-feed';
import { stockReferenceKey } from '#shared/stock-reference';
import { claimedListingIds, formFields, reconcileFedListing } from '#lambdas/listing';
import type { ImportRunDeps } from '../deps';
import { refusedRow } from '../import-row';

/*
 * A feed run's chunk, before the import's own work (decision 074): each row's stock reference
 * looked up among the dealer's claims (one BatchGetItem). A row whose reference names a listing
 * is reconciled with it (feed rows keep the listing's photos: a daily feed fetches no image of a
 * van it already has); the rest are new vans, written by the import as any imported row (pending,
 * photos fetched). A row without a reference is an error: a feed matches by it.
 */

export type FedRows = {
  /** Rows for new listings: the import's path. */
  fresh: ImportedRow[];
  errors: ImportError[];
  updated: number;
  unchanged: number;
  renewed: number;
};

export async function reconcileFedRows(
  deps: ImportRunDeps,
  ownerId: string,
  rows: readonly ImportedRow[],
  now: Date,
): Promise<FedRows> {
  const result: FedRows = { fresh: [], errors: [], updated: 0, unchanged: 0, renewed: 0 };
  const keyOf = (row: ImportedRow) =>
    row.listing.stock_reference ? stockReferenceKey(row.listing.stock_reference) : undefined;
  const claims = await claimedListingIds(
    deps.db,
    ownerId,
    rows.flatMap((row) => keyOf(row) ?? []),
  );
  const refuse = (row: ImportedRow, message: string) => {
    const refused = refusedRow(row, message);
    if (refused.kind === 'refused') result.errors.push(refused.error);
  };
  for (const row of rows) {
    const key = keyOf(row);
    if (!key) {
      refuse(row, FEED_MESSAGES.referenceRequired);
      continue;
    }
    const listingId = claims.get(key);
    if (!listingId) {
      result.fresh.push(row);
      continue;
    }
    const fieldsOf = async (before: Listing) => {
      const samePlace =
        row.listing.postcode === before.postcode &&
        before.latitude !== null &&
        before.longitude !== null;
      const point = samePlace
        ? { latitude: before.latitude!, longitude: before.longitude! }
        : await deps.geocode(row.listing.postcode);
      if (!point) return null;
      return formFields({ ...row.listing, photos: [] }, point, before.image_urls);
    };
    const outcome = await reconcileFedListing(
      { db: deps.db, now: () => now },
      ownerId,
      listingId,
      fieldsOf,
    );
    if (!outcome) {
      refuse(row, LISTING_MESSAGES.postcodeUnknown);
      continue;
    }
    if (outcome.outcome === 'gone') result.fresh.push(row);
    else if (outcome.outcome === 'updated' || outcome.outcome === 'review') result.updated += 1;
    else result.unchanged += 1;
    if (outcome.renewed) result.renewed += 1;
  }
  return result;
}
