import { apiNotFoundRoute } from '#shared/api/routes/api-not-found';
import { notFound } from '../http/http-error';
import { createHttpHandler } from '../http/create-handler';

/**
 * Catch-all for `/api/*` paths no other route matches, so an unknown API path gets our JSON
 * error shape rather than API Gateway's own `{"message":"Not Found"}`.
 */
export const handler = createHttpHandler(apiNotFoundRoute, async ({ event }) => {
  throw notFound(`No API route for ${event.requestContext.http.method} ${event.rawPath}.`);
});
