import { XMLParser, XMLValidator } from 'fast-xml-parser';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C Datetime: a date, or a date-time with a time zone (sitemaps.org lastmod). */
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

export type ParsedSitemap = {
  root: 'urlset' | 'sitemapindex';
  entries: { loc: string; lastmod: string }[];
};

/**
 * Parses a sitemap or sitemap index and checks it against the sitemaps.org protocol:
 * well-formed UTF-8 XML, the namespace, at least one and at most 50,000 entries, absolute http(s)
 * locations under the origin of at most 2,048 characters, and W3C lastmod dates.
 */
export function checkSitemap(xml: string, origin: string): ParsedSitemap {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'))
    throw new Error('No XML declaration');
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'sitemap',
  }).parse(xml) as Record<string, Record<string, unknown>>;
  const root =
    'urlset' in parsed ? 'urlset' : 'sitemapindex' in parsed ? 'sitemapindex' : undefined;
  if (!root) throw new Error('Neither <urlset> nor <sitemapindex>');
  const element = parsed[root]!;
  if (element['@_xmlns'] !== NAMESPACE)
    throw new Error(`Wrong namespace ${String(element['@_xmlns'])}`);
  const items = (element[root === 'urlset' ? 'url' : 'sitemap'] ?? []) as {
    loc?: unknown;
    lastmod?: unknown;
  }[];
  if (items.length < 1 || items.length > 50_000) throw new Error(`${items.length} entries`);
  const entries = items.map(({ loc, lastmod }) => {
    if (typeof loc !== 'string' || !loc.startsWith(`${origin}/`) || loc.length > 2048) {
      throw new Error(`Bad loc ${String(loc)}`);
    }
    if (typeof lastmod !== 'string' || !W3C.test(lastmod))
      throw new Error(`Bad lastmod ${String(lastmod)} of ${loc}`);
    return { loc, lastmod };
  });
  return { root, entries };
}
