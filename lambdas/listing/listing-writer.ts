/**
 * The one listing writer (issue 30, decision 043): every write of a listing item
 * (`LISTING#{id}` / `LISTING`) goes through this folder, and callers import it from here.
 * It owns the versioned write (the condition on the version read, `nextVersion`), the owner's
 * tally, the index attributes (`listingItem`) and the admin mirror's keys, and takes the
 * writes of the caller's own items (`alongside`: audit entries, a payment's transition) into
 * the same transaction, or hands the caller the listing's Put for its own (`listingVersionPut`).
 * tests/unit/lambdas/one-listing-writer.test.ts fails when another file writes a listing item.
 */
export { insertListing } from './create-listing';
export { deleteListingItems, TOMBSTONE_SECONDS } from './delete-listing';
export {
  insertImportedListing,
  insertImportedListings,
  IMPORTED_LISTINGS_PER_TRANSACTION,
  type ImportedListingsOutcome,
} from './import-listings';
export { listingItem, madeByListingWriter } from './listing-item';
export {
  boostChanged,
  LISTING_ATTEMPTS,
  listingVersionPut,
  nextVersion,
  pause,
} from './listing-version';
export { putListing, putListingsBatch } from './put-listings';
export { replaceListing, type ReplaceOptions } from './replace-listing';
export { setOwnerDisabled, setOwnerSellerType } from './set-owner-flags';
export { writeBoostChange } from './write-boost-change';
