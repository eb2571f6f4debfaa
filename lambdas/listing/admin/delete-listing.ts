import type { AuditActor } from '#lambdas/admin';
import { deleteEnquiries } from '../moderation-repo';
import { forgetReports } from '../reports/reports-repo';
import { nowOf, type OwnListingDeps } from '../deps';
import { ownPhotoFiles } from '../owner-changes';
import { removePhotoFiles } from '../photo-attachments';
import { deleteListingItems } from '../listing-writer';
import type { Db } from '../../platform/db';
import { listingAuditPuts } from './listing-audit';
import { listingForAdmin } from './read-for-admin';
import { changedWhileReviewing } from './version';

/** Concurrent writers are rare: a few fresh reads settle any race. */
const ATTEMPTS = 3;

/** What a delete's audit entry keeps of the listing: enough to say what it was. */
const DELETED_FIELDS = [
  'title',
  'make',
  'model',
  'year',
  'price',
  'status',
  'approval_status',
  'user_id',
  'created_at',
] as const;

/**
 * Deletes any listing: the listing, its counter and approved copy, its place in the owner's
 * tally, with a tombstone for the admin mirrors and the audit entries, in one transaction over
 * the version read. It leaves search and the sitemaps by the stream's REMOVE record. Then, best
 * effort (a failure is logged, the listing is gone either way): its photo files, enquiries and
 * place in the reports queue,
 * and its payments marked `listing_deleted` (kept: they are financial records).
 * A second delete finds nothing: 404.
 */
export async function adminDeleteListing(
  deps: Pick<OwnListingDeps, 'db' | 'files' | 'now' | 'warn'> & {
    /**
     * Marks the listing's payments `listing_deleted` (payment/listing-payments.ts). Passed in
     * because payments sit above listings: they change listings through the listing writer, so
     * listing code never imports them (docs/decisions/048-lambdas-by-domain.md).
     */
    markPaymentsDeleted: (db: Db, listingId: string, now: Date) => Promise<unknown>;
  },
  actor: AuditActor,
  id: string,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { listing } = await listingForAdmin(deps.db, id);
    const now = nowOf(deps);
    const audit = listingAuditPuts(deps.db, {
      actor,
      action: 'delete',
      listing,
      before: listing,
      after: null,
      fields: DELETED_FIELDS,
      at: now,
    });
    if ((await deleteListingItems(deps.db, listing, now, audit)) === 'deleted') {
      await removePhotoFiles(deps, id, ownPhotoFiles(listing));
      await deleteEnquiries(deps.db, id).catch((error: unknown) =>
        deps.warn?.('Enquiries of a deleted listing were not removed', error),
      );
      await forgetReports(deps.db, id).catch((error: unknown) =>
        deps.warn?.('Reports of a deleted listing were left in the queue', error),
      );
      // Its payments stay (financial records), marked as for a deleted listing; its boosts
      // ended with the listing item.
      await deps
        .markPaymentsDeleted(deps.db, id, now)
        .catch((error: unknown) =>
          deps.warn?.('Payments of a deleted listing were not marked', error),
        );
      return;
    }
    if (attempt >= ATTEMPTS) {
      throw changedWhileReviewing();
    }
  }
}
