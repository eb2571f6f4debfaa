import { renewalAnswerSchema, renewalLinkSchema } from '../../listing-expiry';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const renewListingByLinkRoute = defineRoute({
  id: 'RenewListingByLink',
  method: 'POST',
  path: '/api/listing-renewals',
  auth: 'public',
  rateLimit: RATE_LIMITS.renewalLink,
  body: renewalLinkSchema,
  maxBodyBytes: 2 * 1024,
  response: json(renewalAnswerSchema),
  description:
    "Renews the listing a reminder e-mail's signed link names, once, without sign-in; a replay renews nothing more, a link edited or too old is refused (decision 072).",
});
