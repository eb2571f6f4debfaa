import { describe, expect, it } from 'vitest';
import { hasFilters, withFilter } from '../ui/list-query';
import {
  exportFilter,
  searchFromUserFilters,
  userFiltersFromSearch,
  usersHref,
} from './users-query';

const read = (query: string) => userFiltersFromSearch(new URLSearchParams(query));

describe('Admin Users filters in the URL', () => {
  it('reads the role, tag, search and page', () => {
    expect(read('role=admin&tag=none&q=+leeds+&page=3')).toEqual({
      role: 'admin',
      tag: 'none',
      q: 'leeds',
      page: 3,
    });
  });

  it('leaves out what the API would refuse', () => {
    expect(read('role=owner&tag=vip&page=0')).toEqual({ role: '', tag: '', q: '', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only the filters in force, and page 1 as no page', () => {
    expect(searchFromUserFilters(read('tag=scraped&page=1')).toString()).toBe('tag=scraped');
    expect(usersHref(read(''))).toBe('/admin/users');
    expect(usersHref({ ...read('q=sam patel'), page: 2 })).toBe('/admin/users?q=sam+patel&page=2');
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(read('role=user&page=4'), { tag: 'regular' })).toEqual({
      role: 'user',
      tag: 'regular',
      q: '',
      page: 1,
    });
  });

  it('exports the filters in force without the page', () => {
    expect(exportFilter(read('role=user&q=van&page=7'))).toEqual({ role: 'user', q: 'van' });
    expect(exportFilter(read(''))).toEqual({});
    expect(hasFilters(read('page=2'))).toBe(false);
    expect(hasFilters(read('tag=none'))).toBe(true);
  });
});
