import { setOwnListingMainPhotoRoute } from '#shared/api/routes/set-own-listing-main-photo';
import { stageOwnListingDeps } from '../listing/stage-deps';
import { setOwnListingMainPhoto } from '../listing/owner-changes';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings/{id}/photos/{photoId}/main: makes that photo the main image. */
export const handler = createHttpHandler(
  setOwnListingMainPhotoRoute,
  async ({ auth, path, log }) => ({
    body: await setOwnListingMainPhoto(
      stageOwnListingDeps(log),
      auth.userId,
      path.id,
      path.photoId,
    ),
  }),
);
