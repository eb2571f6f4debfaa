import { profileStore } from '../data/profile-store';
import { getOwnProfile } from '../domain/own-profile';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/profile: the signed-in user's own profile. */
export const handler = createHttpHandler({
  name: 'own-profile',
  auth: 'user',
  handle: async ({ auth }) => ({ body: await getOwnProfile(profileStore(), auth!) }),
});
