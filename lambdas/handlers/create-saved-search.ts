import { createSavedSearchRoute } from '#shared/api/routes/create-saved-search';
import { createHttpHandler } from '../http/create-handler';
import { createSavedSearch } from '../saved-search/manage-saved-searches';
import { stageSavedSearchDeps } from '../saved-search/stage-deps';

/** POST /api/me/saved-searches: saves the results page's filters with a name and a frequency. */
export const handler = createHttpHandler(createSavedSearchRoute, async ({ auth, body }) => ({
  status: 201,
  body: await createSavedSearch(stageSavedSearchDeps(), auth, body),
}));
