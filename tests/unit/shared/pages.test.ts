import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAKES } from '#shared/catalogue';
import { ARTICLES } from '#shared/content/articles';
import { FALLBACKS, PAGE_LIST, pages, type AnyPage } from '#shared/pages';
import { matchPage } from '#shared/pages/match';
import { PAGE_PARAMS } from '#shared/pages/params';
import { buildPath, compilePattern, patternParamNames } from '#shared/pages/pattern';
import { slugify } from '#shared/slug';

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
  conversationId: fc.stringMatching(/^[a-f0-9]{32}$/),
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
