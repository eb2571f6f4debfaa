import type { AuditAction } from '#shared/admin/audit';
import type { Listing } from '#shared/listing';
import { approvedCopyPut } from '../moderation-repo';
import type { AuditActor } from '#lambdas/admin';
import type { ListingForChange } from '../listing-state-repo';
import { nowOf, type OwnListingDeps } from '../deps';
import { nextVersion, replaceListing } from '../listing-writer';
import { listingAuditPuts } from './listing-audit';
import { listingForAdmin } from './read-for-admin';
import { changedWhileReviewing } from './version';

/** Concurrent writers are rare: a few fresh reads settle any race. */
const ATTEMPTS = 3;

export type AdminChange = {
  action: AuditAction;
  /** The fields the audit entry compares. */
  fields: readonly (keyof Listing & string)[];
  /**
   * The listing after the change, given the stored one and the new version; undefined when
   * there is nothing to change (the listing is answered as it is, nothing written).
   */
  apply: (listing: Listing, version: string) => Listing | undefined;
  /** Whether an approved listing's approved copy follows (what it shows is still approved). */
  followApproved?: boolean;
};

/**
 * Applies an admin's change that does not depend on what else changed (status, a photo) to the
 * stored version of any listing, with its audit entry, reading again if another write got
 * there first. What moderation wrote (the approval, a rejection reason) and the owner's
 * disabled flag stay as they are.
 */
export async function applyAdminChange(
  deps: Pick<OwnListingDeps, 'db' | 'now'>,
  actor: AuditActor,
  id: string,
  change: AdminChange,
): Promise<ListingForChange & { before: Listing; changed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const found = await listingForAdmin(deps.db, id);
    const before = found.listing;
    const now = nowOf(deps);
    const after = change.apply(before, nextVersion(before.updated_at, now));
    if (!after) return { ...found, before, changed: false };
    const outcome = await replaceListing(deps.db, before, after, {
      keep: found.extra,
      alongside: [
        ...(change.followApproved && after.approval_status === 'approved'
          ? [approvedCopyPut(deps.db, after)]
          : []),
        ...listingAuditPuts(deps.db, {
          actor,
          action: change.action,
          listing: before,
          before,
          after,
          fields: change.fields,
          at: now,
        }),
      ],
    });
    if (outcome === 'replaced') return { ...found, listing: after, before, changed: true };
    if (attempt >= ATTEMPTS) {
      throw changedWhileReviewing();
    }
  }
}
