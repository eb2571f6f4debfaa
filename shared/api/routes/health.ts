import { defineRoute, json } from '../contract';

export type HealthResponse = { status: 'ok'; stage: string; table: 'reachable'; time: string };

export const healthRoute = defineRoute({
  id: 'Health',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  response: json<HealthResponse>(),
  description: 'Liveness and table reachability.',
});
