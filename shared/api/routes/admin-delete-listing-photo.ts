import { ownListingSchema } from '../../own-listings';
import { listingPhotoParams } from '../params';
import { defineRoute, json } from '../contract';

export const adminDeleteListingPhotoRoute = defineRoute({
  id: 'AdminDeleteListingPhoto',
  method: 'DELETE',
  path: '/api/admin/listings/{id}/photos/{photoId}',
  auth: 'admin',
  account: 'enabled',
  params: listingPhotoParams,
  response: json(ownListingSchema),
  description: 'Removes one photo of any listing (its files too); a listing keeps at least 3.',
});
