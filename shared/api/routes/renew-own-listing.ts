import { ownListingSchema } from '../../own-listings';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const renewOwnListingRoute = defineRoute({
  id: 'RenewOwnListing',
  method: 'POST',
  path: '/api/me/listings/{id}/renew',
  auth: 'user',
  account: 'enabled',
  params: listingIdParams,
  response: json(ownListingSchema),
  description:
    'Renews one of the signed-in seller’s listings, live or expired: advertised for the setting’s days from now, without a new review; 409 when sold, under review or hidden (decision 072).',
});
