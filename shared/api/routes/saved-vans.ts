import type { SavedVansResponse } from '../../saved-vans';
import { defineRoute, json } from '../contract';

export const savedVansRoute = defineRoute({
  id: 'SavedVans',
  method: 'GET',
  path: '/api/me/saved-vans',
  auth: 'user',
  account: 'disabled-allowed',
  response: json<SavedVansResponse>(),
  description:
    "The signed-in buyer's saved vans, newest saved first: live ones with their card, sold and gone ones marked, each with the price when saved.",
});
