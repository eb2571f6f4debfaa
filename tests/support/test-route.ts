import { defineRoute, json, type RouteContract } from '../../shared/api/contract';

/** A contract made for a test: a route no product code has (POST /api/test/{id}, JSON answer). */
export function testRoute<
  const F extends Pick<RouteContract, 'id' | 'auth'> & Partial<RouteContract>,
>(fields: F) {
  return defineRoute({
    method: 'POST',
    path: '/api/test/{id}',
    response: json<unknown>(),
    description: 'A route made for the test.',
    ...fields,
  });
}
