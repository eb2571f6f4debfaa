import { describe, expect, it } from 'vitest';
import { MAKES } from '#shared/catalogue';
import { ARTICLES, articlePath } from '#shared/content/articles';
import { isPagePath, matchPage } from '#shared/pages/match';
import { slugify } from '#shared/slug';

// The cases shared/spa-routes.ts was held to, now against the page definitions (decision 037).
describe('the pages of the site', () => {
  it.each([
    '/',
    '/used-vans',
    '/used-vans/ford',
    '/used-vans/ford/transit-custom',
    '/used-vans/ford/transit-custom/leeds',
    '/used-vans/ford/transit-custom/leeds/abc123',
    '/used-vans/ford/transit-custom/2019/leeds/abc123',
    '/used-vans/mercedes-benz/sprinter',
    '/used-vans/citroen/berlingo/staines-upon-thames',
    '/used-vans/man/tge-panel-van/2021/leeds/01HZX3Q8M9ABCDEF',
    '/blog/ford-transit-reliability',
    '/dashboard/listings/abc/edit',
    '/admin/listings/abc/edit',
    '/about/',
  ])('accepts %s', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/blog/unknown-post',
    '/used-vans/Ford',
    '/dashboard/other',
    '/api',
    '/index.php',
    '/used-vans/a/b/c/d/e/f/g',
    '/used-vans/trabant',
    '/used-vans/trabant/601',
    '/used-vans/trabant/601/leeds/abc123',
    '/used-vans/trabant/601/1985/leeds/abc123',
    '/used-vans/citroën',
    '/used-vans/fordx',
    '/used-vans/ford-transit',
    '/used-vans//ford',
    'about',
  ])('rejects %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });

  it('has a page for every make of the catalogue and every article', () => {
    for (const make of MAKES) expect(isPagePath(`/used-vans/${slugify(make)}`), make).toBe(true);
    for (const article of ARTICLES) {
      expect(matchPage(articlePath(article))?.page.id, article.slug).toBe('blogArticle');
    }
  });

  it('names the page and its checked parameters', () => {
    expect(matchPage('/used-vans/ford/transit-custom/2019/leeds/abc123')).toMatchObject({
      page: { id: 'listingWithYear', module: 'listing-detail' },
      params: {
        make: 'ford',
        model: 'transit-custom',
        year: '2019',
        location: 'leeds',
        listingId: 'abc123',
      },
    });
    expect(matchPage('/used-vans/ford')?.params).toEqual({ make: 'ford' });
    expect(matchPage('/admin/users/u-1')?.page.id).toBe('adminUser');
  });
});
