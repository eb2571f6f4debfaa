import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../web/src/router';
import { routeModulesOf } from '../../../web/src/server/route-modules';
import { ROUTES_WITH_DATA } from '../../../web/src/server/route-data';

const ROUTER_SOURCE = readFileSync(new URL('../../../web/src/router.tsx', import.meta.url), 'utf8');

/** Every route path of the router ('' for index routes), nested children included. */
function routePaths(list: typeof routes): string[] {
  return list.flatMap((route) => [
    ...(route.index ? [''] : route.path !== undefined ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

describe('routeModulesOf', () => {
  const modules = routeModulesOf(ROUTER_SOURCE);

  it('finds the module of every lazy route in the router', () => {
    const lazyImports = ROUTER_SOURCE.match(/lazy:\s*\(\)\s*=>\s*import\(/g) ?? [];
    const distinctPaths = new Set(routePaths(routes).filter((path) => path !== '*'));
    expect(lazyImports.length).toBeGreaterThan(40);
    for (const path of distinctPaths) expect(modules, path).toHaveProperty([path]);
  });

  it('files each public page under its manifest key', () => {
    expect(modules).toMatchObject({
      '': 'src/routes/home.tsx',
      'used-vans/:make?/:model?/:location?': 'src/routes/used-vans.tsx',
      'used-vans/:make/:model/:year/:location/:listingId': 'src/routes/listing-detail.tsx',
      'blog/:slug': 'src/routes/blog-article.tsx',
      contact: 'src/routes/contact.tsx',
      '*': 'src/routes/not-found.tsx',
    });
  });
});

describe('the data steps', () => {
  it('are keyed by paths the router has, so a renamed route cannot lose its data', () => {
    const paths = new Set(routePaths(routes));
    for (const path of ROUTES_WITH_DATA) expect(paths, path).toContain(path);
  });
});
