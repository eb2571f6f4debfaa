import { describe, expect, it } from 'vitest';
import { isPrivatePath } from '#web/server/private-paths';

describe('isPrivatePath', () => {
  it.each([
    '/dashboard',
    '/dashboard/listings/AbC123/edit',
    '/dashboard/anything-else',
    '/admin',
    '/admin/users/u-1',
    '/auth',
    '/auth/login',
    '/auth/callback',
    '/add-listing',
    '/Dashboard',
    '/ADMIN/users',
    '/Add-Listing',
  ])('%s gets the shell', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each([
    '/',
    '/dashboards',
    '/administrator',
    '/authors',
    '/add-listing-guide',
    '/used-vans/admin',
    '/blog/auth',
    '/help/listing-import',
  ])('%s is rendered', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});
