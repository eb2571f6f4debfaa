import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { handlerEntry, ROUTE_DEPLOYMENTS, ROUTES } from '#infra/stack/definitions/routes';
import type { HandlerInput, HandlerResult } from '#lambdas/http/create-handler';
import type { AuthContext } from '#lambdas/platform/auth-context';
import { API_ROUTES } from '#shared/api';
import { dailySchema, defineRoute, json, schemaOf, type PathParams } from '#shared/api/contract';
import type { adminStatsRoute } from '#shared/api/routes/admin-stats';
import type { healthRoute } from '#shared/api/routes/health';
import type { listingViewsRoute } from '#shared/api/routes/listing-views';
import type { ownProfileRoute } from '#shared/api/routes/own-profile';
import type { readSitemapRoute } from '#shared/api/routes/read-sitemap';

const REPO_ROOT = join(import.meta.dirname, '../../..');

/** The names of a path's `{param}` and `{param+}` segments. */
const pathParamNames = (path: string) =>
  [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((match) => match[1]!).sort();

describe('route contracts (shared/api) and their deployment (infra/stack/definitions/routes.ts)', () => {
  it('gives every contract one deployment entry, and every entry a contract', () => {
    const contractIds = API_ROUTES.map((route) => route.id).sort();
    expect(Object.keys(ROUTE_DEPLOYMENTS).sort()).toEqual(contractIds);
    expect(new Set(contractIds).size).toBe(contractIds.length);
    expect(ROUTES.map((route) => route.id)).toEqual(API_ROUTES.map((route) => route.id));
  });

  it('has one route per method and path, each with a handler module that exists', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) {
      expect(existsSync(join(REPO_ROOT, handlerEntry(route))), route.handler).toBe(true);
    }
  });

  it('validates exactly the path parameters its path names', () => {
    for (const route of API_ROUTES) {
      const names = pathParamNames(route.path);
      if (!('params' in route)) {
        // Only the catch-all may leave its one parameter unchecked: it answers 404 whatever.
        expect(names.length === 0 || route.id === 'ApiNotFound', route.id).toBe(true);
        continue;
      }
      const schema = schemaOf(route.params);
      expect(schema, route.id).toBeInstanceOf(z.ZodObject);
      expect(Object.keys((schema as z.ZodObject).shape).sort(), route.id).toEqual(names);
    }
  });

  it('sends a body only with methods that carry one', () => {
    for (const route of API_ROUTES) {
      if ('body' in route) expect(['POST', 'PUT', 'PATCH'], route.id).toContain(route.method);
    }
  });

  it('types the handler by the contract: the caller, the inputs and the answer', () => {
    expectTypeOf<HandlerInput<typeof ownProfileRoute>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<HandlerInput<typeof adminStatsRoute>['auth']>().toEqualTypeOf<AuthContext>();
    expectTypeOf<HandlerInput<typeof healthRoute>['auth']>().toEqualTypeOf<null>();
    expectTypeOf<HandlerInput<typeof readSitemapRoute>['path']>().toEqualTypeOf<{
      name: 'index' | 'static' | 'categories' | 'listings' | 'blog' | 'dealers';
    }>();
    expectTypeOf<HandlerInput<typeof readSitemapRoute>['query']>().toEqualTypeOf<{
      part?: number | undefined;
    }>();
    expectTypeOf<HandlerResult<typeof readSitemapRoute>>().toHaveProperty('text');
    expectTypeOf<HandlerResult<typeof listingViewsRoute>>().not.toHaveProperty('body');
    expectTypeOf<PathParams<'/api/listings/{id}/phone'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<PathParams<'/api/{proxy+}'>>().toEqualTypeOf<{ proxy: string }>();
  });
});

describe('who a signed-in route admits, and how often (decision 033)', () => {
  const signedIn = API_ROUTES.filter((route) => route.auth !== 'public');

  it('lists every contract of shared/api/routes in API_ROUTES, so the checks below see it', async () => {
    const dir = join(REPO_ROOT, 'shared/api/routes');
    const ids: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const exported = (await import(join(dir, file))) as Record<string, { id?: unknown }>;
      for (const value of Object.values(exported)) {
        if (typeof value?.id === 'string') ids.push(value.id);
      }
    }
    expect(ids.sort()).toEqual(API_ROUTES.map((route) => route.id).sort());
  });

  it('makes every signed-in route say whether a disabled account may call it', () => {
    for (const route of API_ROUTES) {
      const account = (route as { account?: unknown }).account;
      if (route.auth === 'public') expect(account, route.id).toBeUndefined();
      else expect(['enabled', 'disabled-allowed'], route.id).toContain(account);
    }
    // A contract without it does not compile either.
    // @ts-expect-error a signed-in route must declare its account policy
    defineRoute({
      id: 'NoPolicy',
      method: 'GET',
      path: '/api/me/nothing',
      auth: 'user',
      response: json<null>(),
      description: 'A route that forgot its account policy.',
    });
  });

  it('admits only enabled accounts to every change and to every admin route', () => {
    for (const route of signedIn) {
      const readsOwnData = route.auth === 'user' && route.method === 'GET';
      if (!readsOwnData) expect(route.account, `${route.method} ${route.path}`).toBe('enabled');
    }
    // The reads a disabled account keeps until its token expires: the caller's own data only.
    expect(
      signedIn.filter((route) => route.account === 'disabled-allowed').map((route) => route.path),
    ).toEqual(expect.arrayContaining(['/api/me/profile', '/api/me/listings', '/api/me/payments']));
    for (const route of signedIn.filter((route) => route.account === 'disabled-allowed')) {
      expect(route.path, route.id).toMatch(/^\/api\/me\//);
    }
  });

  it('gives each checked route the table access its checks need', () => {
    for (const route of API_ROUTES) {
      const { table } = ROUTE_DEPLOYMENTS[route.id].access;
      if (route.auth !== 'public' && route.account === 'enabled') {
        expect(table, `${route.id} reads the caller's profile`).not.toBe('none');
      }
      if ('rateLimit' in route) {
        expect(table, `${route.id} counts requests in the table`).toBe('readwrite');
      }
    }
  });

  it('leaves the checks to createHttpHandler: no handler calls them by hand', () => {
    const handlers = join(REPO_ROOT, 'lambdas/handlers');
    for (const file of readdirSync(handlers).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(handlers, file), 'utf8');
      expect(source, file).not.toMatch(
        /enforceRateLimit|isUserDisabled|rate-limits'|AccountEnabled/,
      );
    }
  });
});

describe('schemas that follow the calendar', () => {
  afterEach(() => vi.useRealTimers());

  it('are made once a day, not per request, and again when the day changes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-31T10:00:00Z'));
    const made: number[] = [];
    const source = dailySchema((now) => {
      made.push(now.getUTCFullYear());
      return z.number().max(now.getUTCFullYear() + 1);
    });
    const first = source();
    expect(source()).toBe(first);
    expect(first.safeParse(2028).success).toBe(false);
    vi.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    expect(source().safeParse(2028).success).toBe(true);
    expect(made).toEqual([2026, 2027]);
  });
});
