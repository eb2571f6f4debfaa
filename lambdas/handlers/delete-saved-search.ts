import { deleteSavedSearchRoute } from '#shared/api/routes/delete-saved-search';
import { createHttpHandler } from '../http/create-handler';
import { deleteOwnSavedSearch } from '../saved-search/manage-saved-searches';
import { stageDb } from '../platform/db';

/** DELETE /api/me/saved-searches/{id}: the search and its place in the matcher's index. */
export const handler = createHttpHandler(deleteSavedSearchRoute, async ({ auth, path }) => {
  await deleteOwnSavedSearch({ db: stageDb() }, auth, path.id);
  return {};
});
