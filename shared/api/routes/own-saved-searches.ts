import { savedSearchListSchema } from '../../saved-searches';
import { defineRoute, json } from '../contract';

export const ownSavedSearchesRoute = defineRoute({
  id: 'OwnSavedSearches',
  method: 'GET',
  path: '/api/me/saved-searches',
  auth: 'user',
  account: 'disabled-allowed',
  response: json(savedSearchListSchema),
  description: "The signed-in buyer's saved searches, oldest first, with their pending alerts.",
});
