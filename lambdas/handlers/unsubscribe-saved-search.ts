import { unsubscribeSavedSearchRoute } from '#shared/api/routes/unsubscribe-saved-search';
import { createHttpHandler } from '../http/create-handler';
import { unsubscribeSavedSearch } from '../saved-search/manage-saved-searches';
import { stageSigningKey } from '../saved-search/stage-deps';
import { stageDb } from '../platform/db';

/** POST /api/saved-searches/unsubscribe: pauses the search an e-mail's signed link names. */
export const handler = createHttpHandler(unsubscribeSavedSearchRoute, async ({ body }) => ({
  body: await unsubscribeSavedSearch(
    { db: stageDb(), now: () => new Date(), signingKey: stageSigningKey },
    body.token,
  ),
}));
