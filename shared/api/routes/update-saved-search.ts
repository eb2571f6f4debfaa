import {
  savedSearchIdParams,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '../../saved-searches';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const updateSavedSearchRoute = defineRoute({
  id: 'UpdateSavedSearch',
  method: 'PATCH',
  path: '/api/me/saved-searches/{id}',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.savedSearch,
  params: savedSearchIdParams,
  body: updateSavedSearchSchema,
  maxBodyBytes: 4 * 1024,
  response: json(savedSearchSchema),
  description:
    "Renames one of the buyer's saved searches, changes its frequency, pauses or resumes it.",
});
