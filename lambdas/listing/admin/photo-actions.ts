import type { OwnListing } from '#shared/own-listings';
import type { AuditActor } from '#lambdas/admin';
import type { OwnListingDeps } from '../deps';
import { ownPhotoFiles, withMainPhoto, withoutPhoto } from '../owner-changes';
import { toOwnListing } from '../own-listing-view';
import { removePhotoFiles } from '../photo-attachments';
import { applyAdminChange } from './apply-admin-change';
import { rejectionReasonOf } from './read-for-admin';

/*
 * The admin's twins of the seller's immediate photo actions, on any listing: the same rules
 * (a listing keeps at least 3 photos), the approval kept (nothing new is shown, so an approved
 * listing's approved copy follows), and an audit entry.
 */

/** Removes one photo of any listing now, then its files. */
export async function adminDeleteListingPhoto(
  deps: OwnListingDeps,
  actor: AuditActor,
  id: string,
  photoId: string,
): Promise<OwnListing> {
  const { before, listing, counters, extra } = await applyAdminChange(deps, actor, id, {
    action: 'photo_delete',
    fields: ['image_urls'],
    followApproved: true,
    apply: (listing, version) => withoutPhoto(listing, photoId, new Date(version)),
  });
  await removePhotoFiles(deps, id, ownPhotoFiles(before, [photoId]));
  return toOwnListing(listing, counters, rejectionReasonOf(extra));
}

/** Makes one photo of any listing its main photo (position 0). */
export async function adminSetListingMainPhoto(
  deps: Pick<OwnListingDeps, 'db' | 'now'>,
  actor: AuditActor,
  id: string,
  photoId: string,
): Promise<OwnListing> {
  const { listing, counters, extra } = await applyAdminChange(deps, actor, id, {
    action: 'photo_main',
    fields: ['image_urls'],
    followApproved: true,
    apply: (listing, version) => {
      const after = withMainPhoto(listing, photoId, new Date(version));
      // Already the main photo: nothing to write.
      return after.image_urls[0] === listing.image_urls[0] ? undefined : after;
    },
  });
  return toOwnListing(listing, counters, rejectionReasonOf(extra));
}
