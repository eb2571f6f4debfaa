import { describe, expect, it } from 'vitest';
import { isPagePath } from '#shared/pages/match';
import { pathRedirect } from '#web/server/redirects';

const ORIGIN = 'https://www.vanyard.co.uk';
const context = { now: new Date('2026-11-26T12:00:00Z'), isPage: isPagePath };

function redirectOf(path: string): string | undefined {
  return pathRedirect(new URL(path, ORIGIN), context);
}

describe('pathRedirect', () => {
  it.each([
    ['/used-vans/Ford/Transit-Custom', '/used-vans/ford/transit-custom'],
    ['/used-vans/FORD', '/used-vans/ford'],
    ['/Used-Vans', '/used-vans'],
    ['/used-vans/', '/used-vans'],
    ['/used-vans/ford/', '/used-vans/ford'],
    ['/used-vans/ford/transit-custom/leeds/', '/used-vans/ford/transit-custom/leeds'],
    ['/used-vans/ford/any/leeds', '/used-vans/ford?location=leeds'],
    ['/used-vans/ford/transit-custom/any', '/used-vans/ford/transit-custom'],
    ['/used-vans/ford/any', '/used-vans/ford'],
    // One hop: the target already carries the canonical query.
    ['/used-vans/Ford/?fuelType=diesel&utm_source=x', '/used-vans/ford?fuelType=diesel'],
    ['/About', '/about'],
    ['/about/', '/about'],
    ['/ABOUT/', '/about'],
    ['/Blog', '/blog'],
    // Private pages keep their query (the sign-in callback reads it) and their case.
    ['/auth/callback/?code=abc&state=x', '/auth/callback?code=abc&state=x'],
    ['/dashboard/listings/AbC123/', '/dashboard/listings/AbC123'],
  ])('%s moves to %s', (path, target) => {
    expect(redirectOf(path)).toBe(target);
  });

  it.each([
    '/',
    '/used-vans',
    '/used-vans/ford',
    '/used-vans/ford/transit-custom/leeds',
    // Queries are not redirected: the page drops what it cannot use and names its canonical URL.
    '/used-vans?make=ford',
    '/used-vans/ford?minPrice=abc',
    '/used-vans/ford?utm_source=x',
    // Not pages in any case: the 404 is rendered where it was asked for, not after a hop.
    '/used-vans/Trabant',
    '/used-vans/trabant/',
    '/used-vans/ford/no-such-model',
    '/used-vans/ford%20transit',
    '/used-vans//ford',
    '/No-Such-Page',
    '/about',
    '/blog/nope',
    // Private pages: ids keep their case, and the router matches in any case.
    '/dashboard/listings/AbC123/edit',
    '/Dashboard',
    '/admin/users/User-1',
    // Listings move once their canonical path is known (the listing route's loader).
    '/used-vans/Ford/Transit/Leeds/AbC123',
    '/used-vans/ford/transit/2019/leeds/AbC123/',
  ])('%s stays', (path) => {
    expect(redirectOf(path)).toBeUndefined();
  });

  it('never sends a results path to a location the request spelt', () => {
    const target = redirectOf('/used-vans/Ford/?search=%3Cscript%3E%0d%0aSet-Cookie:x');
    expect(target).toMatch(/^\/used-vans\/ford\?search=/);
    expect(target).not.toMatch(/[\r\n<>"]/);
  });

  it.each([
    '/blog/%3C!--%3Cscript%3E',
    '/blog/abc%E2%80%AEgpj.exe',
    '/Blog/Some%20Article',
    "/About'x",
    '/About_Us',
  ])('never moves %s, which is in no slug form, to a lower-cased copy of itself', (path) => {
    // Its lower-cased copy would be no page either (a 404 at the path asked for), and its
    // Location would hand the request's own text back.
    expect(redirectOf(path)).toBeUndefined();
  });
});
