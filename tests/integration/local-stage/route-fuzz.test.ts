import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import { API_ROUTES } from '#shared/api';
import { schemaOf } from '#shared/api/contract';
import { createConfirmedUser, grantAdmin } from '#infra/local/stage/auth/cognito-users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { REPO_ROOT } from '#infra/local/repo-root';
import { RENDER_BUNDLE } from '#shared/page-render';
import { fetchFromAddress } from './fetch-from-address';
import { sharedTestStage } from './shared-stage';
import type { TestStage } from './test-stage';

// Every route of the table, as every kind of caller, with random paths, queries, bodies, methods
// and headers: the API never answers 5xx, and never 2xx to a caller the route does not admit.
// On the worker's shared stage (decision 058), from an address of its own (FUZZ_ADDRESS), so
// the per-address limits it spends (phone reveals, enquiries) are not the other files', with
// accounts of its own; the admin's random bodies name no other file's ids.

/** Every request of this file comes from here; the other files' from 127.0.0.1. */
const FUZZ_ADDRESS = '127.0.0.2';

type Caller = 'anonymous' | 'user' | 'admin' | 'forged';
const CALLERS: readonly Caller[] = ['anonymous', 'user', 'admin', 'forged'];
const RUNS_PER_ROUTE_AND_CALLER = 12;

/**
 * Routes for trade accounts only (decision 074): the fuzz's accounts are private ones, refused
 * with 403 even where the route admits their sign-in.
 */
const TRADE_ONLY: ReadonlySet<string> = new Set(['OwnStockFeed']);

/** Who may get a 2xx from a route of this auth level. */
const ADMITTED: Record<RouteDefinition['auth'], readonly Caller[]> = {
  public: CALLERS,
  user: ['user', 'admin'],
  admin: ['admin'],
};

const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom('..', '%2e%2e', '%2F', '\\', 'index', 'listings', 'a'.repeat(300), '-', '0'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.constantFrom('', 'ford', 'transit', 'LS1 4DY', 'XX9 9XX', 'price_desc', 'true', '1,2', 'NaN'),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'make',
    'model',
    'postcode',
    'radius',
    'page',
    'sort',
    'year',
    'mileage',
    'minPrice',
    'maxPrice',
    'fuelType',
    'part',
    'q',
  ),
  fc.string({ minLength: 1, maxLength: 10 }),
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc
    .record({
      name: fc.string({ maxLength: 120 }),
      email: fc.oneof(fc.emailAddress(), fc.string()),
      message: fc.string({ maxLength: 300 }),
      full_name: fc.string({ maxLength: 120 }),
      seller_type: fc.constantFrom('private_seller', 'trade_dealer', 'x'),
    })
    .map((value) => JSON.stringify(value)),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
);

/** Page paths: the site's own shapes with random segments, and random paths of any shape. */
const pagePath = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '',
        '/used-vans',
        '/used-vans/ford',
        '/used-vans/ford/transit-custom',
        '/blog',
      ),
      fc.array(segment, { maxLength: 3 }),
    )
    .map(([prefix, parts]) => `${prefix}/${parts.map(encodeURIComponent).join('/')}`),
  fc.webPath(),
  fc.constantFrom('/used-vans/ford%2Ftransit', '/used-vans/..%2F..', '/%00', '/%E0%A4%A', '//x'),
);
const RENDER_BUNDLE_BUILT = existsSync(join(REPO_ROOT, RENDER_BUNDLE));

function request(route: RouteDefinition) {
  const methods = route.method === 'ANY' ? ['GET', 'POST', 'DELETE'] : [route.method];
  return fc.record({
    params: fc.array(segment, { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 }),
    body,
    contentType,
    method: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...methods) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
    ),
  });
}

function pathOf(route: RouteDefinition, params: readonly string[]): string {
  let index = 0;
  return route.path.replace(/\{[A-Za-z0-9_]+\+?\}/g, () => encodeURIComponent(params[index++]!));
}

describe('every route, every caller, random requests', () => {
  let stage: TestStage;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    stage = await sharedTestStage();
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stage.endpoints.cognito,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const createAccount = async (email: string) => {
      const password = 'fuzz-pass-2026';
      await createConfirmedUser(cognito, stage.userPool.id, { email, password, fullName: 'Fuzz' });
      return email;
    };
    const idToken = async (email: string) => {
      const result = await cognito.send(
        new InitiateAuthCommand({
          ClientId: stage.userPool.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: 'fuzz-pass-2026' },
        }),
      );
      return result.AuthenticationResult!.IdToken!;
    };
    const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
    tokens.user = await idToken(await createAccount(`fuzz-user.${unique}@example.org`));
    const adminEmail = await createAccount(`fuzz-admin.${unique}@example.org`);
    await grantAdmin(cognito, stage.userPool.id, adminEmail);
    tokens.admin = await idToken(adminEmail);
    // The user's token with its claims changed to the admin group: the signature no longer fits.
    const [header, payload, signature] = tokens.user.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, 'cognito:groups': ['admin'] }));
    tokens.forged = `${header}.${forged.toString('base64url')}.${signature}`;
    cognito.destroy();
  }, 180_000);

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, and 2xx only for callers the route admits',
    async (_, route) => {
      // A plain call first, so the property cannot pass on a route that refuses everyone.
      const contract = API_ROUTES.find((candidate) => candidate.id === route.id)!;
      const plainCallIsValid =
        !('query' in contract) || schemaOf(contract.query).safeParse({}).success;
      if (route.method === 'GET' && !route.path.includes('{') && plainCallIsValid) {
        for (const caller of CALLERS) {
          const token = tokens[caller];
          const response = await fetchFromAddress(FUZZ_ADDRESS, new URL(route.path, stage.url), {
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          const admitted = ADMITTED[route.auth].includes(caller);
          const refusedAsPrivate = admitted && TRADE_ONLY.has(route.id);
          expect(response.status, `${caller} GET ${route.path}`).toBe(
            admitted && !refusedAsPrivate ? 200 : caller === 'user' || refusedAsPrivate ? 403 : 401,
          );
        }
      }
      for (const caller of CALLERS) {
        await fc.assert(
          fc.asyncProperty(request(route), async (input) => {
            const url = new URL(pathOf(route, input.params), stage.url);
            // A '..' segment can take the URL out of /api/ (to the SPA, not built in every run).
            fc.pre(url.pathname.startsWith('/api/'));
            for (const [key, value] of input.query) url.searchParams.append(key, value);
            const token = tokens[caller];
            const sendsBody = input.body !== undefined && !['GET', 'HEAD'].includes(input.method);
            const response = await fetchFromAddress(FUZZ_ADDRESS, url, {
              method: input.method,
              headers: {
                ...(token ? { authorization: `Bearer ${token}` } : {}),
                ...(sendsBody ? { 'content-type': input.contentType } : {}),
              },
              body: sendsBody ? String(input.body) : undefined,
            });
            const context = `${caller} ${input.method} ${url.pathname}${url.search} -> ${response.status}`;
            expect(response.status, context).toBeLessThan(500);
            if (response.status < 300) expect(ADMITTED[route.auth], context).toContain(caller);
          }),
          { numRuns: RUNS_PER_ROUTE_AND_CALLER },
        );
      }
    },
    120_000,
  );

  // Every path outside /api/ and the site's files reaches the renderer. Without the bundle the
  // gateway would serve the client shell and this would say nothing about the renderer, so it
  // fails instead (npm test builds first).
  it('page paths: the renderer never answers 5xx', async () => {
    expect(RENDER_BUNDLE_BUILT, 'dist/render is missing: run `npm run build` first').toBe(true);
    await fc.assert(
      fc.asyncProperty(
        pagePath,
        fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 }),
        fc.constantFrom('GET', 'HEAD'),
        async (path, query, method) => {
          fc.pre(!path.startsWith('/api') && !path.startsWith('/_local'));
          const search = new URLSearchParams(query).toString();
          const url = `${stage.url}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
          const response = await fetchFromAddress(FUZZ_ADDRESS, url, { method });
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  }, 180_000);
});
