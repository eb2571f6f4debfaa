import { ownSavedSearchesRoute } from '#shared/api/routes/own-saved-searches';
import { createHttpHandler } from '../http/create-handler';
import { listOwnSavedSearches } from '../saved-search/manage-saved-searches';
import { stageDb } from '../platform/db';

/** GET /api/me/saved-searches: the buyer's saved searches. */
export const handler = createHttpHandler(ownSavedSearchesRoute, async ({ auth }) => ({
  body: { items: await listOwnSavedSearches(stageDb(), auth) },
}));
