import { createSavedSearchSchema, savedSearchSchema } from '../../saved-searches';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const createSavedSearchRoute = defineRoute({
  id: 'CreateSavedSearch',
  method: 'POST',
  path: '/api/me/saved-searches',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.savedSearch,
  body: createSavedSearchSchema,
  maxBodyBytes: 8 * 1024,
  response: json(savedSearchSchema),
  description:
    'Saves the results page filters (its query string, checked by the search schema) with a name and an alert frequency.',
});
