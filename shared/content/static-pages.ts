/**
 * The site's pages that are not listings, search results or articles: what the static sitemap
 * lists. `/free-van-valuation` is left out: it shows the same tool as `/value-my-van`, its
 * canonical path.
 */
export const STATIC_PAGES: readonly { path: string; updated: string }[] = [
  { path: '/', updated: '2026-11-27' },
  { path: '/used-vans', updated: '2026-11-24' },
  { path: '/value-my-van', updated: '2026-11-24' },
  { path: '/ulez-van-checker', updated: '2026-11-24' },
  { path: '/how-it-works', updated: '2026-11-24' },
  { path: '/how-to-sell-your-van-quickly-and-easily', updated: '2026-11-24' },
  { path: '/register-to-sell', updated: '2026-11-27' },
  { path: '/blog', updated: '2026-11-24' },
  { path: '/about', updated: '2026-11-27' },
  { path: '/contact', updated: '2026-11-24' },
  { path: '/faq', updated: '2026-11-24' },
  { path: '/help', updated: '2026-11-27' },
  { path: '/privacy', updated: '2026-11-27' },
  { path: '/terms', updated: '2026-11-27' },
];
