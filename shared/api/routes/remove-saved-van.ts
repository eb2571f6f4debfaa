import { RATE_LIMITS } from '../rate-limits';
import { defineRoute, empty } from '../contract';
import { listingIdParams } from '../params';

export const removeSavedVanRoute = defineRoute({
  id: 'RemoveSavedVan',
  method: 'DELETE',
  path: '/api/me/saved-vans/{id}',
  auth: 'user',
  account: 'enabled',
  params: listingIdParams,
  rateLimit: RATE_LIMITS.savedVans,
  response: empty,
  description:
    "Takes a van off the signed-in buyer's list, whatever became of it; 204 also when it was not there.",
});
