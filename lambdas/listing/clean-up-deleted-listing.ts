import type { Listing } from '#shared/listing';
import type { OwnListingDeps } from './deps';
import { deleteEnquiries } from './moderation-repo';
import { ownPhotoFiles } from './owner-changes';
import { removePhotoFiles } from './photo-attachments';
import { forgetReports } from './reports/reports-repo';
import type { Db } from '../platform/db';

/**
 * Marks a deleted listing's payments `listing_deleted` (payment/listing-payments.ts). Passed in
 * because payments sit above listings: they change listings through the listing writer, so
 * listing code never imports them (docs/decisions/048-lambdas-by-domain.md).
 */
export type MarkPaymentsDeleted = (db: Db, listingId: string, now: Date) => Promise<unknown>;

/**
 * What goes after a listing's items are deleted, best effort (a failure is logged, the listing
 * is gone either way): its photo files, enquiries and place in the reports queue; its payments
 * stay (financial records), marked as for a deleted listing. The admin's delete and the
 * seller's alike.
 */
export async function cleanUpDeletedListing(
  deps: Pick<OwnListingDeps, 'db' | 'files' | 'warn'> & {
    markPaymentsDeleted: MarkPaymentsDeleted;
  },
  listing: Listing,
  now: Date,
): Promise<void> {
  await removePhotoFiles(deps, listing.id, ownPhotoFiles(listing));
  await deleteEnquiries(deps.db, listing.id).catch((error: unknown) =>
    deps.warn?.('Enquiries of a deleted listing were not removed', error),
  );
  await forgetReports(deps.db, listing.id).catch((error: unknown) =>
    deps.warn?.('Reports of a deleted listing were left in the queue', error),
  );
  await deps
    .markPaymentsDeleted(deps.db, listing.id, now)
    .catch((error: unknown) => deps.warn?.('Payments of a deleted listing were not marked', error));
}
