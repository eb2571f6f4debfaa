import { describe, expect, it } from 'vitest';
import { sitemapsGeneratedSchema } from '#shared/admin/dashboard';
import { SITEMAP_NAMES } from '#shared/sitemaps';
import { SITEMAP_FILES, sitemapCountRows, sitemapFileUrl } from './sitemap-files';

const GENERATED = {
  success: true,
  message: 'Sitemaps generated successfully! 12,358 URLs.',
  counts: { static: 14, categories: 310, listings: 12_019, blog: 2, dealers: 13, total: 12_358 },
} as const;

describe('sitemapCountRows', () => {
  it('lists each kind in order, then the total, with thousands separators', () => {
    expect(sitemapCountRows(GENERATED.counts)).toEqual([
      { key: 'static', label: 'Static pages', value: '14' },
      { key: 'categories', label: 'Category pages', value: '310' },
      { key: 'listings', label: 'Listings', value: '12,019' },
      { key: 'blog', label: 'Blog articles', value: '2' },
      { key: 'dealers', label: 'Dealer pages', value: '13' },
      { key: 'total', label: 'Total URLs', value: '12,358' },
    ]);
  });

  it('shows a kind with nothing in it as 0', () => {
    const rows = sitemapCountRows({
      static: 14,
      categories: 0,
      listings: 0,
      blog: 2,
      dealers: 0,
      total: 16,
    });
    expect(rows.map((row) => row.value)).toEqual(['14', '0', '0', '2', '0', '16']);
  });
});

describe('sitemap files', () => {
  it('offers every file the API serves, in its order', () => {
    expect(SITEMAP_FILES.map((file) => file.name)).toEqual([...SITEMAP_NAMES]);
  });

  it('points each file at /api/sitemap/{name}', () => {
    expect(sitemapFileUrl('index')).toBe('/api/sitemap/index');
    expect(sitemapFileUrl('listings')).toBe('/api/sitemap/listings');
  });
});

// The contract's schema checks the generator's answer before the card shows any figure.
describe('the generator answer schema', () => {
  it('accepts a successful run', () => {
    expect(sitemapsGeneratedSchema.parse(structuredClone(GENERATED))).toEqual(GENERATED);
  });

  it.each([
    ['nothing', null],
    ['a failed run', { ...GENERATED, success: false }],
    ['no message', { ...GENERATED, message: undefined }],
    ['no counts', { ...GENERATED, counts: undefined }],
    ['a missing count', { ...GENERATED, counts: { ...GENERATED.counts, blog: undefined } }],
    ['a missing total', { ...GENERATED, counts: { ...GENERATED.counts, total: undefined } }],
    ['a count as text', { ...GENERATED, counts: { ...GENERATED.counts, listings: '12' } }],
  ])('rejects %s', (_, answer) => {
    expect(sitemapsGeneratedSchema.safeParse(answer).success).toBe(false);
  });
});
