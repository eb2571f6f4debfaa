import { describe, expect, it } from 'vitest';
import { PAGE_LIST } from '#shared/pages';
import { isPrivatePath, privateRobotsPaths, staticSitemapPages } from '#shared/pages/site-areas';

/** A value for every parameter any page names. */
const ANY_PARAMS = {
  make: 'ford',
  model: 'transit-custom',
  year: '2019',
  location: 'leeds',
  listingId: 'AbC123',
  slug: 'ford-transit-reliability',
  userId: 'u-1',
  paymentId: 'p-1',
  conversationId: 'a'.repeat(32),
};

describe('what the page definitions decide for the whole site', () => {
  it('lists the static sitemap as shared/content/static-pages.ts did', () => {
    expect(staticSitemapPages()).toEqual([
      { path: '/', updated: '2026-11-27' },
      { path: '/used-vans', updated: '2026-11-24' },
      { path: '/dealers', updated: '2026-11-29' },
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
    ]);
  });

  it('closes the private areas to crawlers as robots.txt always has', () => {
    expect(privateRobotsPaths()).toEqual([
      '/auth/',
      '/dashboard',
      // Conversations between buyers and sellers (decision 075).
      '/messages',
      // A buyer's saved searches and the unsubscribe links of their e-mails (decision 065).
      '/saved-searches',
      // The renewal links of a seller's expiry e-mails (decision 072).
      '/listings/',
      '/admin',
      // A buyer's own combination of vans (decision 062).
      '/compare',
      // A buyer's saved vans (decision 064).
      '/saved',
      '/add-listing',
    ]);
  });

  it('keeps every page that is not indexable private, and renders every one that is', () => {
    for (const page of PAGE_LIST) {
      const path = page.build(ANY_PARAMS as never);
      expect(isPrivatePath(path), path).toBe(!page.indexable);
    }
  });

  it('puts nothing private in the sitemap', () => {
    for (const { path } of staticSitemapPages()) expect(isPrivatePath(path), path).toBe(false);
  });
});
