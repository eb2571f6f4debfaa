import { updateSavedSearchRoute } from '#shared/api/routes/update-saved-search';
import { createHttpHandler } from '../http/create-handler';
import { updateSavedSearch } from '../saved-search/manage-saved-searches';
import { stageSavedSearchDeps } from '../saved-search/stage-deps';

/** PATCH /api/me/saved-searches/{id}: rename, frequency, pause or resume. */
export const handler = createHttpHandler(updateSavedSearchRoute, async ({ auth, path, body }) => ({
  body: await updateSavedSearch(stageSavedSearchDeps(), auth, path.id, body),
}));
