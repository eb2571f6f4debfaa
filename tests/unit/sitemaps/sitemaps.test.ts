import { describe, expect, it } from 'vitest';
import { lineLogger } from '#infra/local/line-logger';
import {
  generateSitemaps,
  sitemapKey,
  STALE_PART_GRACE_MS,
  type SitemapStore,
} from '#lambdas/sitemap/generate-sitemaps';
import { categoryPages, listingPages, w3cDate } from '#lambdas/sitemap/sitemap-entries';
import { escapeXml, robotsTxt, urlsetXml } from '#lambdas/sitemap/sitemap-xml';
import { ARTICLES } from '#shared/content/articles';
import { staticSitemapPages } from '#shared/pages/site-areas';
import { checkSitemap } from '../../support/sitemap-check';
import { aSearchDoc } from '../search/search-doc-fixture';

const ORIGIN = 'https://vanyard.example';
const quiet = lineLogger(() => undefined, 'test');

/** Files written before this run started are from three hours ago unless said otherwise. */
const EARLIER = new Date(Date.now() - 3 * 60 * 60 * 1000);

function memoryStore(initial: Record<string, string> = {}, writtenAt: Record<string, Date> = {}) {
  const files = new Map(Object.entries(initial));
  const modified = new Map(Object.keys(initial).map((key) => [key, writtenAt[key] ?? EARLIER]));
  const store: SitemapStore = {
    put: async (key, body) => {
      files.set(key, body);
      modified.set(key, new Date());
    },
    listSitemapFiles: async () =>
      [...files.keys()]
        .filter((key) => key.startsWith('sitemap'))
        .map((key) => ({ key, lastModified: modified.get(key)! })),
    delete: async (keys) => keys.forEach((key) => files.delete(key)),
  };
  return { files, store };
}

describe('sitemap XML', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('refuses more than 50,000 URLs in one file', () => {
    const entry = { loc: `${ORIGIN}/x`, lastmod: '2026-01-01' };
    expect(() => urlsetXml(Array.from({ length: 50_001 }, () => entry))).toThrow(/at most 50000/);
  });

  it('gives dates and date-times in W3C form', () => {
    expect(w3cDate('2025-03-12')).toBe('2025-03-12');
    expect(w3cDate(Date.UTC(2026, 10, 24, 9, 30, 15, 123))).toBe('2026-11-24T09:30:15+00:00');
  });

  it('robots.txt points at the sitemap index and keeps crawlers out of accounts and the API', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ['/api/', '/auth/', '/dashboard', '/admin'])
      expect(robots).toContain(`Disallow: ${path}`);
  });
});

describe('pages of the sitemaps', () => {
  const docs = [
    aSearchDoc({
      make: 'Ford',
      model: 'Transit',
      location: 'Leeds',
      location_slug: 'leeds',
      version: 1_000,
    }),
    aSearchDoc({
      make: 'Ford',
      model: 'Transit',
      location: 'Leeds',
      location_slug: 'leeds',
      version: 5_000,
    }),
    aSearchDoc({
      make: 'Ford',
      model: 'Transit Custom',
      location: 'York',
      location_slug: 'york',
      version: 2_000,
    }),
  ];

  it('lists each live listing at its canonical path, changed when it was', () => {
    const pages = listingPages(docs);
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.path)).toContain(
      `/used-vans/ford/transit/${docs[0]!.year}/leeds/${docs[0]!.id}`,
    );
    expect(pages.find((p) => p.path.endsWith(docs[2]!.id))?.lastmod).toBe(2_000);
  });

  it('lists make, model and location pages that have vans, each as new as its newest van', () => {
    expect(categoryPages(docs)).toEqual([
      { path: '/used-vans/ford', lastmod: 5_000 },
      { path: '/used-vans/ford/transit', lastmod: 5_000 },
      { path: '/used-vans/ford/transit-custom', lastmod: 2_000 },
      { path: '/used-vans/ford/transit-custom/york', lastmod: 2_000 },
      { path: '/used-vans/ford/transit/leeds', lastmod: 5_000 },
    ]);
  });
});

describe('generateSitemaps', () => {
  it('writes valid parts, then an index naming every part, and robots.txt', async () => {
    const docs = [
      aSearchDoc({ version: Date.UTC(2026, 10, 20) }),
      aSearchDoc({ version: Date.UTC(2026, 10, 21) }),
    ];
    const { files, store } = memoryStore();
    const result = await generateSitemaps({
      liveDocs: async () => docs,
      store,
      siteOrigin: ORIGIN,
      log: quiet,
    });

    expect(result.counts).toMatchObject({
      static: staticSitemapPages().length,
      listings: 2,
      blog: ARTICLES.length,
    });
    const index = checkSitemap(files.get('sitemap.xml')!, ORIGIN);
    expect(index.root).toBe('sitemapindex');
    expect(index.entries.map((e) => e.loc)).toEqual(
      ['static', 'categories', 'listings', 'blog'].map((kind) => `${ORIGIN}/sitemap-${kind}.xml`),
    );
    const listings = checkSitemap(files.get('sitemap-listings.xml')!, ORIGIN);
    expect(listings.entries.map((e) => e.loc).sort()).toEqual(
      docs.map((d) => `${ORIGIN}${listingPagePath(d)}`).sort(),
    );
    expect(index.entries.find((e) => e.loc.endsWith('listings.xml'))?.lastmod).toBe(
      '2026-11-21T00:00:00+00:00',
    );
    expect(
      checkSitemap(files.get('sitemap-static.xml')!, ORIGIN).entries.map((e) => e.loc),
    ).not.toContain(`${ORIGIN}/free-van-valuation`);
    expect(files.get('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists each visible dealer page in a sitemap of its own (decision 069)', async () => {
    const { files, store } = memoryStore();
    const result = await generateSitemaps({
      liveDocs: async () => [aSearchDoc()],
      dealers: async () => [
        { slug: 'van-co', updated_at: '2026-11-20T10:00:00.000Z' },
        { slug: 'anglia-vans', updated_at: '2026-11-22T10:00:00.000Z' },
      ],
      store,
      siteOrigin: ORIGIN,
      log: quiet,
    });
    expect(result.counts.dealers).toBe(2);
    const dealers = checkSitemap(files.get('sitemap-dealers.xml')!, ORIGIN);
    expect(dealers.entries.map((e) => [e.loc, e.lastmod])).toEqual([
      [`${ORIGIN}/dealers/anglia-vans`, '2026-11-22T10:00:00+00:00'],
      [`${ORIGIN}/dealers/van-co`, '2026-11-20T10:00:00+00:00'],
    ]);
    const index = checkSitemap(files.get('sitemap.xml')!, ORIGIN);
    expect(index.entries.map((e) => e.loc)).toContain(`${ORIGIN}/sitemap-dealers.xml`);
    // /dealers itself is a static page.
    expect(
      checkSitemap(files.get('sitemap-static.xml')!, ORIGIN).entries.map((e) => e.loc),
    ).toContain(`${ORIGIN}/dealers`);
  });

  it('splits a kind past 50,000 URLs and removes parts a previous run left', async () => {
    const docs = Array.from({ length: 50_001 }, (_, i) => ({ ...aSearchDoc(), id: `id${i}` }));
    const { files, store } = memoryStore({
      'sitemap-listings-3.xml': 'old',
      'sitemap-listings.xml': 'old',
    });
    await generateSitemaps({ liveDocs: async () => docs, store, siteOrigin: ORIGIN, log: quiet });
    expect(checkSitemap(files.get('sitemap-listings-1.xml')!, ORIGIN).entries).toHaveLength(50_000);
    expect(checkSitemap(files.get('sitemap-listings-2.xml')!, ORIGIN).entries).toHaveLength(1);
    expect(files.has('sitemap-listings-3.xml')).toBe(false);
    expect(files.has('sitemap-listings.xml')).toBe(false);
    expect(sitemapKey('listings', 2, 2)).toBe('sitemap-listings-2.xml');
  });

  it('keeps a part no index names for two hours, as cached indexes may still name it', async () => {
    const docs = [aSearchDoc()];
    const justNow = new Date(Date.now() - 10 * 60 * 1000);
    const { files, store } = memoryStore(
      { 'sitemap-listings-2.xml': 'named by the index of ten minutes ago', 'sitemap-old.xml': 'x' },
      { 'sitemap-listings-2.xml': justNow },
    );
    await generateSitemaps({ liveDocs: async () => docs, store, siteOrigin: ORIGIN, log: quiet });
    expect(files.has('sitemap-listings-2.xml')).toBe(true);
    expect(files.has('sitemap-old.xml')).toBe(false);
    const inTwoHours = () => new Date(Date.now() + STALE_PART_GRACE_MS);
    await generateSitemaps({
      liveDocs: async () => docs,
      store,
      siteOrigin: ORIGIN,
      log: quiet,
      now: inTwoHours,
    });
    expect(files.has('sitemap-listings-2.xml')).toBe(false);
    expect(files.has('sitemap-listings.xml')).toBe(true);
  });

  it('writes no empty sitemap when nothing is live, and keeps the index valid', async () => {
    const { files, store } = memoryStore({ 'sitemap-listings.xml': 'old' });
    const result = await generateSitemaps({
      liveDocs: async () => [],
      store,
      siteOrigin: ORIGIN,
      log: quiet,
    });
    expect(result.counts.listings).toBe(0);
    expect(files.has('sitemap-listings.xml')).toBe(false);
    expect(files.has('sitemap-categories.xml')).toBe(false);
    expect(checkSitemap(files.get('sitemap.xml')!, ORIGIN).entries).toHaveLength(2);
  });

  it('writes nothing when the live listings cannot be known', async () => {
    const { files, store } = memoryStore({ 'sitemap-listings.xml': 'kept' });
    await expect(
      generateSitemaps({
        liveDocs: () => Promise.reject(new Error('No search snapshot yet')),
        store,
        siteOrigin: ORIGIN,
        log: quiet,
      }),
    ).rejects.toThrow('No search snapshot');
    expect([...files]).toEqual([['sitemap-listings.xml', 'kept']]);
  });
});

function listingPagePath(doc: ReturnType<typeof aSearchDoc>): string {
  return listingPages([doc])[0]!.path;
}
