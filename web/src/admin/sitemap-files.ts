import type { SitemapsGenerated } from '#shared/admin/dashboard';
import { readSitemapRoute } from '#shared/api/routes/read-sitemap';
import { apiUrl } from '../api/client';
import { SITEMAP_KINDS, type SitemapKind, type SitemapName } from '#shared/sitemaps';
import { formatCount } from './admin-format';

/** The sitemap index at the site root: what Google Search Console is given. */
export const MAIN_SITEMAP_PATH = '/sitemap.xml';

/** Where Google Search Console lives (for the next-step instructions). */
export const SEARCH_CONSOLE_URL = 'https://search.google.com/search-console';

/** `GET /api/sitemap/{name}`: the XML the last run wrote. */
export function sitemapFileUrl(name: SitemapName): string {
  return apiUrl(readSitemapRoute, { path: { name } });
}

/** What each kind of sitemap lists, as the counts call it. */
export const SITEMAP_KIND_LABELS: Record<SitemapKind, string> = {
  static: 'Static pages',
  categories: 'Category pages',
  listings: 'Listings',
  blog: 'Blog articles',
  dealers: 'Dealer pages',
};

export type SitemapFile = { name: SitemapName; label: string; description: string };

/** The files an admin can open, in the order of SITEMAP_NAMES, each with what it holds. */
export const SITEMAP_FILES: readonly SitemapFile[] = [
  { name: 'index', label: 'Index', description: 'Lists every other sitemap file.' },
  {
    name: 'static',
    label: 'Static',
    description:
      'Fixed pages such as the home page, search, valuation, guides, help and legal pages.',
  },
  {
    name: 'categories',
    label: 'Categories',
    description: 'Make, model and location pages that have live vans.',
  },
  {
    name: 'listings',
    label: 'Listings',
    description: 'Every live listing (the first file when split at 50,000 URLs).',
  },
  { name: 'blog', label: 'Blog', description: 'Every blog article.' },
  {
    name: 'dealers',
    label: 'Dealers',
    description: 'Every trade dealer’s page that is not hidden.',
  },
];

export type CountRow = { key: SitemapKind | 'total'; label: string; value: string };

/** The result box's rows: each kind in the usual order, then the total. */
export function sitemapCountRows(counts: SitemapsGenerated['counts']): CountRow[] {
  return [
    ...SITEMAP_KINDS.map((kind) => ({
      key: kind,
      label: SITEMAP_KIND_LABELS[kind],
      value: formatCount(counts[kind]) ?? '0',
    })),
    { key: 'total' as const, label: 'Total URLs', value: formatCount(counts.total) ?? '0' },
  ];
}
