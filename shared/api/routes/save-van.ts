import type { SaveVanResponse } from '../../saved-vans';
import { RATE_LIMITS } from '../rate-limits';
import { defineRoute, json } from '../contract';
import { listingIdParams } from '../params';

export const saveVanRoute = defineRoute({
  id: 'SaveVan',
  method: 'PUT',
  path: '/api/me/saved-vans/{id}',
  auth: 'user',
  account: 'enabled',
  params: listingIdParams,
  rateLimit: RATE_LIMITS.savedVans,
  response: json<SaveVanResponse>(),
  description:
    "Saves a live van to the signed-in buyer's list at today's price; saving it again changes nothing. 422 once the list is full.",
});
