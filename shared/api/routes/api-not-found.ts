import { defineRoute, json } from '../contract';

// Matched last (the most specific route wins, in API Gateway and the local gateway alike), so
// unknown API paths answer with our JSON error shape instead of API Gateway's own.
export const apiNotFoundRoute = defineRoute({
  id: 'ApiNotFound',
  method: 'ANY',
  path: '/api/{proxy+}',
  auth: 'public',
  response: json<never>(),
  description: 'JSON 404 for any API path no other route matches.',
});
