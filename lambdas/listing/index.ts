/**
 * The listing domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/listing`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { toAdminListingRow } from './admin/admin-listing-row';
export { listingAuditPuts } from './admin/listing-audit';
export { listingForAdmin } from './admin/read-for-admin';
export { changedWhileReviewing } from './admin/version';
export { LISTING_NOT_FOUND_MESSAGE } from './get-listing-detail';
export { formFields, newListing } from './listing-from-form';
export {
  getListing,
  getListingCards,
  getListingOwner,
  getListings,
  listingFromItem,
} from './listing-repo';
export {
  getListingForChange,
  getListingTally,
  listingApproval,
  SAVES_COUNTER,
} from './listing-state-repo';
export {
  boostChanged,
  importTransactions,
  insertImportedListing,
  insertImportedListings,
  LISTING_ATTEMPTS,
  listingVersionWrites,
  nextVersion,
  pause,
  setOwnerDisabled,
  setOwnerSellerType,
  writeBoostChange,
} from './listing-writer';
export { getOwnerRows, newestOwnerEntries } from './moderation-repo';
export type { OwnerListingState } from './owner-index';
export { ownerListingIds } from './owner-listing-ids';
export { renewFedListing, renewOwnListing, type RenewalDeps } from './expiry/renew-listing';
export { planFedRow, KEEPS_APPROVAL, type FedRowPlan } from './feed/plan-fed-row';
export {
  markFedListingSold,
  reconcileFedListing,
  type FedRowOutcome,
} from './feed/reconcile-fed-listing';
export type { FormFields } from './listing-from-form';
export { allStockClaims, claimedListingIds } from './feed/stock-claims-repo';
