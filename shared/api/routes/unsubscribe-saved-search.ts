import { unsubscribeAnswerSchema, unsubscribeSchema } from '../../saved-searches';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const unsubscribeSavedSearchRoute = defineRoute({
  id: 'UnsubscribeSavedSearch',
  method: 'POST',
  path: '/api/saved-searches/unsubscribe',
  auth: 'public',
  rateLimit: RATE_LIMITS.unsubscribe,
  body: unsubscribeSchema,
  maxBodyBytes: 2 * 1024,
  response: json(unsubscribeAnswerSchema),
  description:
    "Pauses the saved search an alert e-mail's signed link names (no sign-in); a token that does not verify is refused.",
});
