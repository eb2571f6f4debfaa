import { pricedChanges } from '#shared/price-history';
import type { ListingForm } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { approvedCopyPut } from '../moderation-repo';
import type { AuditActor } from '#lambdas/admin';
import { getListingForChange } from '../listing-state-repo';
import { nextVersion, replaceListing } from '../listing-writer';
import { NotFoundError } from '../../platform/errors';
import type { OwnListingDeps } from '../deps';
import { changesListing } from '../listing-from-form';
import { toOwnListing } from '../own-listing-view';
import { copyUploads, photosInvalid, removePhotoFiles } from '../photo-attachments';
import { changedElsewhere, planEdit } from '../save-own-listing';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { listingAuditPuts } from './listing-audit';
import { FORM_FIELD_NAMES } from './listing-changes';
import { listingForAdmin, rejectionReasonOf } from './read-for-admin';

/** What an edit's audit entry compares: the form's fields and the photos. */
const EDIT_FIELDS = [...FORM_FIELD_NAMES, 'image_urls'] as const;

/**
 * An admin's edit of any listing with the seller's form and its rules (geocoded postcode,
 * photos, the version read), keeping the approval as it is: an approved listing stays live and
 * its approved copy follows the edit; a pending one waits with the edit included. Photos the
 * admin uploaded are theirs (their upload records are under the admin's id) until this save
 * attaches them. A sold listing may be edited too: sold is final for the seller, not for an admin.
 */
export async function adminUpdateListing(
  deps: OwnListingDeps,
  actor: AuditActor,
  id: string,
  request: ListingForm & { expected_updated_at: string },
): Promise<OwnListing> {
  const { listing: before, counters, extra } = await listingForAdmin(deps.db, id);
  const { now, fields, plan } = await planEdit(deps, actor.id, before, request);
  const reason = rejectionReasonOf(extra);
  if (!changesListing(before, fields)) return toOwnListing(before, counters, reason);

  await copyUploads(deps, actor.id, id, plan);
  const after = {
    ...before,
    ...fields,
    price_changes: pricedChanges(before, fields, now),
    updated_at: nextVersion(before.updated_at, now),
  };
  const outcome = await replaceListing(deps.db, before, after, {
    keep: extra,
    uploads: plan.uploads,
    uploader: actor.id,
    alongside: [
      ...(after.approval_status === 'approved' ? [approvedCopyPut(deps.db, after)] : []),
      ...listingAuditPuts(deps.db, {
        actor,
        action: 'edit',
        listing: before,
        before,
        after,
        fields: EDIT_FIELDS,
        at: now,
      }),
    ],
  });
  if (outcome !== 'replaced') {
    await removePhotoFiles(deps, id, plan.uploads);
    if (outcome === 'photos') throw photosInvalid();
    if (!(await getListingForChange(deps.db, id))) {
      throw new NotFoundError(ADMIN_MESSAGES.listingNotFound);
    }
    throw changedElsewhere();
  }
  await removePhotoFiles(deps, id, plan.removed);
  return toOwnListing(after, counters, reason);
}
