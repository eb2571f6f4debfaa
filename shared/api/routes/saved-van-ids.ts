import type { SavedVanIdsResponse } from '../../saved-vans';
import { defineRoute, json } from '../contract';

export const savedVanIdsRoute = defineRoute({
  id: 'SavedVanIds',
  method: 'GET',
  path: '/api/me/saved-vans/ids',
  auth: 'user',
  account: 'disabled-allowed',
  response: json<SavedVanIdsResponse>(),
  description: "The ids of the signed-in buyer's saved vans: what the hearts on every card show.",
});
