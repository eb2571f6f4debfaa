import { profileSchema } from '../../profile';
import { defineRoute, json } from '../contract';

export const ownProfileRoute = defineRoute({
  id: 'OwnProfile',
  method: 'GET',
  path: '/api/me/profile',
  auth: 'user',
  account: 'disabled-allowed',
  response: json(profileSchema),
  description: "The signed-in user's own profile.",
});
