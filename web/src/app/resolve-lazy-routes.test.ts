import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from './resolve-lazy-routes';

const Layout = () => null;
const Listing = () => null;
const Other = () => null;

function table() {
  const listing: RouteObject = {
    path: 'used-vans/:make/:listingId',
    lazy: () => Promise.resolve({ Component: Listing }),
  };
  const other: RouteObject = {
    path: 'about',
    lazy: vi.fn(() => Promise.resolve({ Component: Other })),
  };
  const broken: RouteObject = {
    path: 'broken',
    lazy: () => Promise.reject(new Error('chunk gone')),
  };
  const layout: RouteObject = {
    path: '/',
    lazy: () => Promise.resolve({ Component: Layout }),
    children: [listing, other, broken],
  };
  return { routes: [layout], layout, listing, other, broken };
}

describe('resolveLazyRoutes', () => {
  it('loads every matched module onto its route, and only those', async () => {
    const { routes, layout, listing, other } = table();
    const matches = await resolveLazyRoutes(routes, '/used-vans/ford/abc123');
    expect(matches.map((match) => match.route)).toEqual([layout, listing]);
    expect(matches[1]?.params).toMatchObject({ make: 'ford', listingId: 'abc123' });
    expect(layout).toMatchObject({ Component: Layout, lazy: undefined });
    expect(listing).toMatchObject({ Component: Listing, lazy: undefined });
    expect(other.lazy).not.toHaveBeenCalled();
    expect(other.Component).toBeUndefined();
  });

  it('leaves a module that fails to load lazy, for the router to retry', async () => {
    const { routes, layout, broken } = table();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await resolveLazyRoutes(routes, { pathname: '/broken' });
    expect(layout.Component).toBe(Layout);
    expect(typeof broken.lazy).toBe('function');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('does nothing for a path no route matches', async () => {
    const { routes, layout } = table();
    await resolveLazyRoutes([layout.children![0]!], '/nowhere');
    expect(routes[0]!.Component).toBeUndefined();
  });
});
