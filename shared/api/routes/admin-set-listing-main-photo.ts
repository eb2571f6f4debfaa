import { ownListingSchema } from '../../own-listings';
import { listingPhotoParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminSetListingMainPhotoRoute = defineRoute({
  id: 'AdminSetListingMainPhoto',
  method: 'POST',
  path: '/api/admin/listings/{id}/photos/{photoId}/main',
  auth: 'admin',
  account: 'enabled',
  params: listingPhotoParams,
  response: json(ownListingSchema),
  description: 'Makes one photo of any listing its main photo (position 0).',
});
