import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAKES } from '../../../shared/catalogue';
import { ARTICLES, articlePath } from '../../../shared/content/articles';
import { STATIC_PAGES } from '../../../shared/content/static-pages';
import { FALLBACKS, PAGE_LIST, pages, type AnyPage } from '../../../shared/pages';
import { isPagePath, matchPage } from '../../../shared/pages/match';
import { PAGE_PARAMS } from '../../../shared/pages/params';
import { buildPath, compilePattern, patternParamNames } from '../../../shared/pages/pattern';
import { slugify } from '../../../shared/slug';
import { isSpaRoute } from '../../../shared/spa-routes';

/** Values each parameter name may take, as the page schemas allow them. */
const PARAM_VALUES: Record<string, fc.Arbitrary<string>> = {
  make: fc.constantFrom(...MAKES.map(slugify)),
  model: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
  location: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/),
  year: fc.stringMatching(/^[0-9]{4}$/),
  slug: fc.constantFrom(...ARTICLES.map((article) => article.slug)),
  listingId: fc.stringMatching(/^[A-Za-z0-9_-]{1,26}$/),
  userId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
  paymentId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
};

/** Parameters for the page: required ones always, optional ones as a leading run. */
function paramsOf(page: AnyPage): fc.Arbitrary<Record<string, string>> {
  const segments = compilePattern(page.pattern).flatMap((s) => (s.kind === 'param' ? [s] : []));
  const required = segments.filter((s) => !s.optional);
  const optional = segments.filter((s) => s.optional);
  return fc
    .tuple(
      fc.record(Object.fromEntries(required.map((s) => [s.name, PARAM_VALUES[s.name]!]))),
      fc.record(Object.fromEntries(optional.map((s) => [s.name, PARAM_VALUES[s.name]!]))),
      fc.nat({ max: optional.length }),
    )
    .map(([given, extra, kept]) => ({
      ...given,
      ...Object.fromEntries(optional.slice(0, kept).map((s) => [s.name, extra[s.name]!])),
    }));
}

describe('page definitions', () => {
  it('are filed under their own id, with patterns that compile', () => {
    for (const [key, page] of Object.entries(pages)) {
      expect(page.id, key).toBe(key);
      expect(() => compilePattern(page.pattern), page.pattern).not.toThrow();
    }
    for (const fallback of Object.values(FALLBACKS)) {
      expect(compilePattern(fallback.pattern).at(-1)).toEqual({ kind: 'rest' });
    }
  });

  it('have one pattern each', () => {
    const patterns = PAGE_LIST.map((page) => page.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('have a schema for exactly the parameters their pattern names', () => {
    for (const page of PAGE_LIST) {
      const names = patternParamNames(page.pattern);
      expect(Object.keys(PAGE_PARAMS[page.id].shape).sort(), page.id).toEqual([...names].sort());
      for (const name of names) expect(PARAM_VALUES, name).toHaveProperty([name]);
    }
  });

  it('build paths that match back to the same page with the same parameters', () => {
    for (const page of PAGE_LIST) {
      fc.assert(
        fc.property(paramsOf(page), (params) => {
          const path = buildPath(page.pattern, params);
          const match = matchPage(path);
          expect(match?.page.id, path).toBe(page.id);
          expect(match?.params).toEqual(params);
          expect(matchPage(`${path === '/' ? '' : path}/`)?.page.id).toBe(page.id);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('append the query, leaving out what has no value', () => {
    expect(pages.usedVans.build({ make: 'ford' }, { sort: 'newest', page: undefined })).toBe(
      '/used-vans/ford?sort=newest',
    );
    expect(pages.myListings.build({}, new URLSearchParams('status=live'))).toBe(
      '/dashboard/listings?status=live',
    );
    expect(pages.usedVans.build({}, {})).toBe('/used-vans');
    expect(pages.home.build()).toBe('/');
  });

  it('refuse parameters that would give another page', () => {
    expect(() => buildPath(pages.usedVans.pattern, { model: 'transit' })).toThrow(/without :make/);
    expect(() => buildPath(pages.ownListing.pattern, {})).toThrow(/needs :listingId/);
    expect(() => buildPath(FALLBACKS.notFound.pattern)).toThrow(/no path/);
  });

  it('refuse patterns React Router would read differently', () => {
    expect(() => compilePattern('about')).toThrow(/starts with/);
    expect(() => compilePattern('/a/:b?/c')).toThrow(/optional/);
    expect(() => compilePattern('/a/*/b')).toThrow(/last/);
    expect(() => compilePattern('/a/:b/:b')).toThrow(/twice/);
    expect(() => compilePattern('/About')).toThrow(/cannot hold/);
  });
});

// The cases of spa-routes.test.ts, and the sitemap's pages: the definitions answer as it did.
describe('matchPage agrees with the SPA route list', () => {
  const pagePaths = [
    '/',
    '/used-vans',
    '/used-vans/ford',
    '/used-vans/ford/transit-custom',
    '/used-vans/ford/transit-custom/leeds',
    '/used-vans/ford/transit-custom/leeds/abc123',
    '/used-vans/ford/transit-custom/2019/leeds/abc123',
    '/used-vans/mercedes-benz/sprinter',
    '/used-vans/citroen/berlingo/staines-upon-thames',
    '/used-vans/man/tge-panel-van/2021/leeds/01HZX3Q8M9ABCDEF',
    '/blog/ford-transit-reliability',
    '/dashboard/listings/abc/edit',
    '/admin/listings/abc/edit',
    '/about/',
    ...ARTICLES.map(articlePath),
    ...STATIC_PAGES.map((page) => page.path),
    ...MAKES.map((make) => `/used-vans/${slugify(make)}`),
  ];
  const otherPaths = [
    '/no-such-page',
    '/blog/unknown-post',
    '/used-vans/Ford',
    '/dashboard/other',
    '/api',
    '/index.php',
    '/used-vans/a/b/c/d/e/f/g',
    '/used-vans/trabant',
    '/used-vans/trabant/601',
    '/used-vans/trabant/601/leeds/abc123',
    '/used-vans/trabant/601/1985/leeds/abc123',
    '/used-vans/citroën',
    '/used-vans/fordx',
    '/used-vans/ford-transit',
    '/used-vans//ford',
    'about',
  ];

  it.each(pagePaths)('%s is a page', (path) => {
    expect(isPagePath(path)).toBe(true);
    expect(isSpaRoute(path)).toBe(true);
  });

  it.each(otherPaths)('%s is not', (path) => {
    expect(isPagePath(path)).toBe(false);
    expect(isSpaRoute(path)).toBe(false);
  });

  it('opens the page the route list names for every built path', () => {
    for (const page of PAGE_LIST) {
      fc.assert(
        fc.property(paramsOf(page), (params) => {
          expect(isSpaRoute(buildPath(page.pattern, params))).toBe(true);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('lists in the static sitemap what STATIC_PAGES lists', () => {
    const inSitemap = PAGE_LIST.filter((page) => page.sitemap).map((page) => ({
      path: page.build(),
      updated: page.sitemap!.updated,
    }));
    expect(inSitemap).toEqual(STATIC_PAGES);
  });
});
