import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_ENTRIES } from '#shared/pages';
import { routes } from '#web/router';
import { routeModuleKeys } from '#web/server/client-build-plugin';
import { ROUTES_WITH_DATA } from '#web/server/route-data';

type RouterEntry = { id: string; pattern: string; relativePath: string };

/** Every route of the router with a lazy module, its full pattern and its own path ('' for an index). */
function routerEntries(list: RouteObject[], parent = ''): RouterEntry[] {
  return list.flatMap((route) => {
    const own = route.index ? '' : (route.path ?? '');
    const pattern = own === '' ? parent : `${parent}/${own}`;
    const entry =
      route.lazy !== undefined
        ? [
            {
              id: route.id ?? '(no id)',
              pattern: pattern === '' ? '/' : pattern,
              relativePath: own,
            },
          ]
        : [];
    return [...entry, ...routerEntries(route.children ?? [], pattern)];
  });
}

const entries = routerEntries(routes);

describe('the router and the page definitions', () => {
  it('have the same routes: every route has a definition and every definition a route', () => {
    expect(entries.map((entry) => entry.id).sort()).toEqual(
      ROUTE_ENTRIES.map((entry) => entry.id).sort(),
    );
    expect(entries).toHaveLength(49);
  });

  it('give each route its definition pattern', () => {
    const patterns = Object.fromEntries(ROUTE_ENTRIES.map((entry) => [entry.id, entry.pattern]));
    for (const entry of entries) expect(entry.pattern, entry.id).toBe(patterns[entry.id]);
  });

  it('load modules that exist, under the keys the manifest gives them', () => {
    const keys = routeModuleKeys();
    for (const entry of entries) {
      const key = keys[entry.id];
      expect(key, entry.id).toBeDefined();
      expect(existsSync(new URL(`../../../web/${key}`, import.meta.url)), key).toBe(true);
    }
  });
});

describe('the data steps', () => {
  it('are keyed by paths the router has, so a renamed route cannot lose its data', () => {
    const paths = new Set(entries.map((entry) => entry.relativePath));
    for (const path of ROUTES_WITH_DATA) expect(paths, path).toContain(path);
  });
});
