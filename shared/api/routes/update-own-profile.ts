import { profileSchema, profileUpdateSchema } from '../../profile';
import { defineRoute, json } from '../contract';
import { RATE_LIMITS } from '../rate-limits';

export const updateOwnProfileRoute = defineRoute({
  id: 'UpdateOwnProfile',
  method: 'PUT',
  path: '/api/me/profile',
  auth: 'user',
  account: 'enabled',
  rateLimit: RATE_LIMITS.profile,
  body: profileUpdateSchema,
  maxBodyBytes: 8 * 1024,
  response: json(profileSchema),
  description: "Changes the signed-in user's name, phone, location, website and seller type.",
});
