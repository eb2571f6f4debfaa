import { describe, expect, it } from 'vitest';
import { isSpaRoute } from '../../../shared/spa-routes';

describe('SPA route patterns', () => {
  it.each([
    '/',
    '/used-vans',
    '/used-vans/ford',
    '/used-vans/ford/transit-custom',
    '/used-vans/ford/transit-custom/leeds',
    '/used-vans/ford/transit-custom/leeds/abc123',
    '/used-vans/ford/transit-custom/2019/leeds/abc123',
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
  ])('rejects %s', (path) => {
    expect(isSpaRoute(path)).toBe(false);
  });
});
