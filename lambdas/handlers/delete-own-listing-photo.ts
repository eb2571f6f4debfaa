import { deleteOwnListingPhotoRoute } from '#shared/api/routes/delete-own-listing-photo';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { deleteOwnListingPhoto } from '../listing/owner-changes';
import { createHttpHandler } from '../http/create-handler';

/** DELETE /api/me/listings/{id}/photos/{photoId}: removes one photo of the seller's listing. */
export const handler = createHttpHandler(
  deleteOwnListingPhotoRoute,
  async ({ auth, path, log }) => ({
    body: await deleteOwnListingPhoto(stageOwnListingDeps(log), auth.userId, path.id, path.photoId),
  }),
);
