import { profileUpdateSchema } from '../../shared/profile';
import { profileStore } from '../data/profile-store';
import { updateOwnProfile } from '../domain/own-profile';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/me/profile: changes the signed-in user's name, phone, location, website, seller type. */
export const handler = createHttpHandler({
  name: 'update-own-profile',
  auth: 'user',
  body: profileUpdateSchema,
  maxBodyBytes: 8 * 1024,
  handle: async ({ auth, body }) => ({ body: await updateOwnProfile(profileStore(), auth!, body) }),
});
