import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_ENTRIES } from '#shared/pages';
import { routes } from '#web/router';
import { routeModuleKeys } from '#web/server/client-build-plugin';

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
    expect(entries).toHaveLength(60);
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

describe('the pages that read data on the server', () => {
  // Their data comes from the route module's own loader (docs/decisions/041-page-loaders.md);
  // without one the server renders them in their loading state. The render tests also fail on
  // a hook that asks for data no loader seeded (x-vanyard-ssr-missing).
  const LOADING_PAGES = [
    'home',
    'usedVans',
    'listing',
    'listingWithYear',
    'contact',
    'blogArticle',
    'helpListingImport',
  ];

  it.each(LOADING_PAGES)('%s declares a loader in its route module', async (id) => {
    const route = findRoute(routes, id);
    expect(route, id).toBeDefined();
    const module = (await (route!.lazy as () => Promise<RouteObject>)()) as RouteObject;
    expect(typeof module.loader, id).toBe('function');
  });
});

function findRoute(list: RouteObject[], id: string): RouteObject | undefined {
  for (const route of list) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
