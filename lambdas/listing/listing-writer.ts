/**
 * The one listing writer (issue 30, decision 043): every write of a listing item
 * (`LISTING#{id}` / `LISTING`) goes through the modules of writer/, and callers import them
 * from here (other domains through the listing domain's entry, lambdas/listing/index.ts).
 * It owns the versioned write (the condition on the version read, `nextVersion`), the owner's
 * tally, the index attributes (`listingItem`) and the admin mirror's keys, and takes the
 * writes of the caller's own items (`alongside`: audit entries, a payment's transition) into
 * the same transaction, or hands the caller the listing's Put and the owner's stock version for
 * its own (`listingVersionWrites`, decision 071).
 * tests/unit/lambdas/one-listing-writer.test.ts fails when another file writes a listing item.
 */
export { insertListing } from './writer/create-listing';
export { deleteListingItems, TOMBSTONE_SECONDS } from './writer/delete-listing';
export {
  insertImportedListing,
  insertImportedListings,
  importTransactions,
  type ImportedListingsOutcome,
} from './writer/import-listings';
export { listingItem, madeByListingWriter } from './writer/listing-item';
export {
  boostChanged,
  LISTING_ATTEMPTS,
  listingVersionPut,
  listingVersionWrites,
  nextVersion,
  pause,
} from './writer/listing-version';
export { putListing, putListingsBatch, putStockKeys } from './writer/put-listings';
export { replaceListing, type ReplaceOptions } from './writer/replace-listing';
export { setOwnerDisabled, setOwnerSellerType } from './writer/set-owner-flags';
export { writeBoostChange } from './writer/write-boost-change';
