import { ARTICLES } from '#shared/content/articles';
import { staticSitemapPages } from '#shared/pages/site-areas';
import type { Logger } from '../platform/logger';
import {
  blogPages,
  categoryPages,
  dealerPages,
  listingPages,
  w3cDate,
  type SitePage,
} from './sitemap-entries';
import { SITEMAP_KINDS, type SitemapKind } from '#shared/sitemaps';
import {
  MAX_URLS_PER_SITEMAP,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
} from './sitemap-xml';
import type { SearchDoc } from '#lambdas/search';

/** Where the files go: the sitemaps bucket, served at the site root. */
export type SitemapStore = {
  put(key: string, body: string, contentType: string): Promise<void>;
  /** The sitemap files there now (`sitemap*.xml`), with when each was last written. */
  listSitemapFiles(): Promise<{ key: string; lastModified: Date }[]>;
  delete(keys: readonly string[]): Promise<void>;
};

export type GenerateSitemapsDeps = {
  /** Every live listing (the search projection); throws when they cannot be known. */
  liveDocs: () => Promise<Iterable<SearchDoc>>;
  /** Every visible dealer page (decision 069): its slug and when its dealer last changed it. */
  dealers?: () => Promise<readonly { slug: string; updated_at: string }[]>;
  store: SitemapStore;
  /** https://vanyard.co.uk, no trailing slash. */
  siteOrigin: string;
  log: Logger;
  now?: () => Date;
};

/**
 * How long a part no index names any more is kept: browsers and CloudFront may keep an index
 * for an hour (Cache-Control), so a reader of one written just before the part stopped being
 * named must still find it. Twice that, and a run's hour between, to be sure.
 */
export const STALE_PART_GRACE_MS = 2 * 60 * 60 * 1000;

export type SitemapResult = {
  counts: Record<SitemapKind, number> & { total: number };
  files: string[];
};

export const SITEMAP_INDEX_KEY = 'sitemap.xml';
export const ROBOTS_KEY = 'robots.txt';
const XML = 'application/xml; charset=utf-8';

/** sitemap-listings.xml, or sitemap-listings-1.xml, -2... when a kind needs several files. */
export function sitemapKey(kind: SitemapKind, part: number, parts: number): string {
  return parts === 1 ? `sitemap-${kind}.xml` : `sitemap-${kind}-${part}.xml`;
}

/**
 * Writes the sitemaps of the whole site: static pages, category pages with live vans, every
 * live listing and the blog, split at 50,000 URLs a file, then the index that lists them and
 * robots.txt pointing at it, then removes files a previous run wrote that no index has named
 * for STALE_PART_GRACE_MS (a shrunken listings part). Parts first, index last, and stale parts
 * kept past any cached index's life, so no index a reader holds names a missing file.
 * A kind with no pages gets no file: an empty `<urlset>` is not valid.
 */
export async function generateSitemaps(deps: GenerateSitemapsDeps): Promise<SitemapResult> {
  const docs = [...(await deps.liveDocs())];
  const pages: Record<SitemapKind, SitePage[]> = {
    static: staticSitemapPages().map((page) => ({ path: page.path, lastmod: page.updated })),
    categories: categoryPages(docs),
    listings: listingPages(docs),
    blog: blogPages(ARTICLES),
    dealers: dealerPages((await deps.dealers?.()) ?? []),
  };
  const absolute = (page: SitePage): SitemapEntry => ({
    loc: `${deps.siteOrigin}${page.path}`,
    lastmod: w3cDate(page.lastmod),
  });

  const index: SitemapEntry[] = [];
  for (const kind of SITEMAP_KINDS) {
    const parts = chunk(pages[kind], MAX_URLS_PER_SITEMAP);
    for (const [i, part] of parts.entries()) {
      const key = sitemapKey(kind, i + 1, parts.length);
      await deps.store.put(key, urlsetXml(part.map(absolute)), XML);
      index.push({ loc: `${deps.siteOrigin}/${key}`, lastmod: newest(part) });
    }
  }
  const written = [...index.map((entry) => entry.loc.slice(deps.siteOrigin.length + 1))];
  await deps.store.put(SITEMAP_INDEX_KEY, sitemapIndexXml(index), XML);
  await deps.store.put(ROBOTS_KEY, robotsTxt(deps.siteOrigin), 'text/plain; charset=utf-8');

  const keep = new Set([...written, SITEMAP_INDEX_KEY]);
  const keptUntil = (deps.now?.() ?? new Date()).getTime() - STALE_PART_GRACE_MS;
  const stale = (await deps.store.listSitemapFiles())
    .filter((file) => !keep.has(file.key) && file.lastModified.getTime() < keptUntil)
    .map((file) => file.key);
  if (stale.length > 0) await deps.store.delete(stale);

  const counts = {
    static: pages.static.length,
    categories: pages.categories.length,
    listings: pages.listings.length,
    blog: pages.blog.length,
    dealers: pages.dealers.length,
  };
  const result = {
    counts: { ...counts, total: Object.values(counts).reduce((a, b) => a + b, 0) },
    files: [SITEMAP_INDEX_KEY, ...written],
  };
  deps.log.info('Sitemaps written', {
    ...result.counts,
    files: result.files.length,
    removed: stale.length,
  });
  return result;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    parts.push(items.slice(start, start + size));
  return parts;
}

/** The newest lastmod of a file's pages: the file changed when its newest page did. */
function newest(pages: readonly SitePage[]): string {
  const latest = pages.reduce((best, page) => {
    const time = typeof page.lastmod === 'number' ? page.lastmod : Date.parse(page.lastmod);
    return Math.max(best, time);
  }, 0);
  return w3cDate(latest);
}
