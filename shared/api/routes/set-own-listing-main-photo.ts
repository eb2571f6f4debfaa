import { ownListingSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { listingPhotoParams } from '../params';

export const setOwnListingMainPhotoRoute = defineRoute({
  id: 'SetOwnListingMainPhoto',
  method: 'POST',
  path: '/api/me/listings/{id}/photos/{photoId}/main',
  auth: 'user',
  account: 'enabled',
  params: listingPhotoParams,
  response: json(ownListingSchema),
  description: 'Makes one photo of a listing its main photo (position 0).',
});
