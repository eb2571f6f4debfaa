import type { AuditActor } from '#lambdas/admin';
import { cleanUpDeletedListing, type MarkPaymentsDeleted } from '../clean-up-deleted-listing';
import { nowOf, type OwnListingDeps } from '../deps';
import { deleteListingItems } from '../listing-writer';
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
    markPaymentsDeleted: MarkPaymentsDeleted;
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
      // Its boosts ended with the listing item.
      await cleanUpDeletedListing(deps, listing, now);
      return;
    }
    if (attempt >= ATTEMPTS) {
      throw changedWhileReviewing();
    }
  }
}
