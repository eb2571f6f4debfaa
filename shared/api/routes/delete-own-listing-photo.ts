import { ownListingSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { listingPhotoParams } from '../params';

export const deleteOwnListingPhotoRoute = defineRoute({
  id: 'DeleteOwnListingPhoto',
  method: 'DELETE',
  path: '/api/me/listings/{id}/photos/{photoId}',
  auth: 'user',
  account: 'enabled',
  params: listingPhotoParams,
  response: json(ownListingSchema),
  description: 'Removes one photo of a listing (its files too); a listing keeps at least 3.',
});
