import {
  defineRoute,
  json,
  type AccountPolicy,
  type PublicRouteContract,
  type RouteContract,
  type SignedInRouteContract,
} from '#shared/api/contract';

/** What a test gives: its id and auth (and, signed in, its account policy); the rest defaults. */
type TestRouteFields =
  | ({ id: string; auth: 'public' } & Partial<Omit<PublicRouteContract, 'id' | 'auth'>>)
  | ({ id: string; auth: 'user' | 'admin'; account: AccountPolicy } & Partial<
      Omit<SignedInRouteContract, 'id' | 'auth' | 'account'>
    >);

const DEFAULTS = {
  method: 'POST',
  path: '/api/test/{id}',
  response: json<unknown>(),
  description: 'A route made for the test.',
} as const;

/** A contract made for a test: a route no product code has (POST /api/test/{id}, JSON answer). */
export function testRoute<const F extends TestRouteFields>(
  fields: F,
): Omit<typeof DEFAULTS, keyof F> & F {
  // The spread of a union-constrained type parameter loses its literal types: say them here.
  return defineRoute({ ...DEFAULTS, ...fields } as RouteContract) as Omit<
    typeof DEFAULTS,
    keyof F
  > &
    F;
}
