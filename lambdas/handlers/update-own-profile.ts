import { updateOwnProfileRoute } from '#shared/api/routes/update-own-profile';
import { profileStore } from '../account/profile-store';
import { updateOwnProfile } from '../account/own-profile';
import { createHttpHandler } from '../http/create-handler';

/** PUT /api/me/profile: changes the signed-in user's name, phone, location, website, seller type. */
export const handler = createHttpHandler(updateOwnProfileRoute, async ({ auth, body }) => ({
  body: await updateOwnProfile(profileStore(), auth, body),
}));
