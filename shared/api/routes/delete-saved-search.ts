import { savedSearchIdParams } from '../../saved-searches';
import { defineRoute, empty } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const deleteSavedSearchRoute = defineRoute({
  id: 'DeleteSavedSearch',
  method: 'DELETE',
  path: '/api/me/saved-searches/{id}',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.savedSearch,
  params: savedSearchIdParams,
  response: empty,
  description: "Deletes one of the buyer's saved searches; its alerts are not sent.",
});
