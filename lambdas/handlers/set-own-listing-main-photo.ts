import { setOwnListingMainPhotoRoute } from '../../shared/api/routes/set-own-listing-main-photo';
import { ownListingDeps } from '../domain/own-listings/own-listing-stage';
import { setOwnListingMainPhoto } from '../domain/own-listings/owner-changes';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/me/listings/{id}/photos/{photoId}/main: makes that photo the main image. */
export const handler = createHttpHandler(
  setOwnListingMainPhotoRoute,
  async ({ auth, path, log }) => ({
    body: await setOwnListingMainPhoto(ownListingDeps(log), auth.userId, path.id, path.photoId),
  }),
);
