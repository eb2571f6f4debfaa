import { privateRobotsPaths } from '#shared/pages/site-areas';

/** The sitemaps.org protocol: at most 50,000 URLs (and 50 MB) in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapEntry = {
  /** Absolute URL. */
  loc: string;
  /** W3C date (YYYY-MM-DD) or date-time. */
  lastmod: string;
};

/** Entity-escapes a URL for XML, as the protocol asks (& ' " > <). */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;')
    .replace(/>/g, '&gt;')
    .replace(/</g, '&lt;');
}

function document(
  root: 'urlset' | 'sitemapindex',
  item: 'url' | 'sitemap',
  entries: readonly SitemapEntry[],
): string {
  const lines = entries.map(
    (entry) =>
      `<${item}><loc>${escapeXml(entry.loc)}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod></${item}>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NAMESPACE}">\n${lines.join('\n')}\n</${root}>\n`;
}

/** A `<urlset>` of at most MAX_URLS_PER_SITEMAP pages. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > MAX_URLS_PER_SITEMAP) {
    throw new Error(`A sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs, not ${entries.length}`);
  }
  return document('urlset', 'url', entries);
}

/** A `<sitemapindex>` of the sitemap files. */
export function sitemapIndexXml(files: readonly SitemapEntry[]): string {
  return document('sitemapindex', 'sitemap', files);
}

/**
 * robots.txt: everything public may be crawled; the API and the private pages (those the page
 * definitions mark not indexable, shared/pages/site-areas.ts) are not for crawlers.
 */
export function robotsTxt(siteOrigin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privateRobotsPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
