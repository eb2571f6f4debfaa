import { updateOwnProfileRoute } from '../../shared/api/routes/update-own-profile';
import { profileStore } from '../data/profile-store';
import { updateOwnProfile } from '../domain/own-profile';
import { createHttpHandler } from '../http/create-handler';
import { enforceRateLimit, RATE_LIMITS } from '../http/rate-limit';

/** PUT /api/me/profile: changes the signed-in user's name, phone, location, website, seller type. */
export const handler = createHttpHandler(updateOwnProfileRoute, async ({ auth, body, event }) => {
  const store = profileStore();
  await enforceRateLimit(store.db, event, RATE_LIMITS.profile, new Date(), auth.userId);
  return { body: await updateOwnProfile(store, auth, body) };
});
