import { adminSetListingMainPhotoRoute } from '#shared/api/routes/admin-set-listing-main-photo';
import { adminSetListingMainPhoto } from '../listing/admin/photo-actions';
import { actorOf } from '../admin/audit/audit-repo';
import { stageDb } from '../platform/db';
import { createHttpHandler } from '../http/create-handler';

/** POST /api/admin/listings/{id}/photos/{photoId}/main: makes one photo the main photo. */
export const handler = createHttpHandler(adminSetListingMainPhotoRoute, async ({ auth, path }) => ({
  body: await adminSetListingMainPhoto({ db: stageDb() }, actorOf(auth), path.id, path.photoId),
}));
