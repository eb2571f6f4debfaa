import { describe, expect, it } from 'vitest';
import { MAKES } from '../../../shared/catalogue';
import { slugify } from '../../../shared/slug';
import { isSpaRoute, SPA_ROUTE_REGEX } from '../../../shared/spa-routes';

describe('SPA route patterns', () => {
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
    expect(isSpaRoute(path)).toBe(true);
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
  ])('rejects %s', (path) => {
    expect(isSpaRoute(path)).toBe(false);
  });

  it('has a page for every make of the catalogue', () => {
    for (const make of MAKES) expect(isSpaRoute(`/used-vans/${slugify(make)}`), make).toBe(true);
  });

  it('stays small enough to embed in a CloudFront Function (10 KB with its code)', () => {
    expect(SPA_ROUTE_REGEX.source.length).toBeLessThan(4 * 1024);
  });
});
