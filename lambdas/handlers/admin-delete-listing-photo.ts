import { adminDeleteListingPhotoRoute } from '#shared/api/routes/admin-delete-listing-photo';
import { adminDeleteListingPhoto } from '../listing/admin/photo-actions';
import { actorOf } from '../admin/audit/audit-repo';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { createHttpHandler } from '../http/create-handler';

/** DELETE /api/admin/listings/{id}/photos/{photoId}: removes one photo of any listing. */
export const handler = createHttpHandler(
  adminDeleteListingPhotoRoute,
  async ({ auth, path, log }) => ({
    body: await adminDeleteListingPhoto(
      stageOwnListingDeps(log),
      actorOf(auth),
      path.id,
      path.photoId,
    ),
  }),
);
