/** The kinds of sitemap, each its own file or files. */
export const SITEMAP_KINDS = ['static', 'categories', 'listings', 'blog', 'dealers'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** What `GET /api/sitemap/{name}` serves: the index or one kind. */
export const SITEMAP_NAMES = ['index', ...SITEMAP_KINDS] as const;
export type SitemapName = (typeof SITEMAP_NAMES)[number];
