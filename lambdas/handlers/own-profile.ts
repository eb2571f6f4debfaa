import { ownProfileRoute } from '#shared/api/routes/own-profile';
import { profileStore } from '../account/profile-store';
import { getOwnProfile } from '../account/own-profile';
import { createHttpHandler } from '../http/create-handler';

/** GET /api/me/profile: the signed-in user's own profile. */
export const handler = createHttpHandler(ownProfileRoute, async ({ auth }) => ({
  body: await getOwnProfile(profileStore(), auth),
}));
