import { describe, expect, it } from 'vitest';
import { adminListingsQuerySchema } from '#shared/admin/listings';
import { hasFilters, withFilter } from '../ui/list-query';
import {
  dateRangeError,
  filtersFromSearch,
  listingsHref,
  NO_FILTERS,
  searchFromFilters,
} from './listings-query';

const parse = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('Admin Listings filters in the URL', () => {
  it('reads every filter by the API’s names', () => {
    expect(
      parse(
        'status=sold&approval=pending&owner=jo%40example.org&from=2026-01-01&to=2026-02-01&q=transit&page=3',
      ),
    ).toEqual({
      status: 'sold',
      approval: 'pending',
      owner: 'jo@example.org',
      from: '2026-01-01',
      to: '2026-02-01',
      q: 'transit',
      page: 3,
    });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(parse('status=gone&approval=maybe&from=yesterday&to=2026-13-45&page=-2')).toEqual(
      NO_FILTERS,
    );
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });

  it('writes only what is set, page 1 left out, and round-trips', () => {
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
    const filters = { ...NO_FILTERS, approval: 'rejected' as const, q: 'ford transit', page: 2 };
    expect(listingsHref(filters)).toBe('/admin/listings?approval=rejected&q=ford+transit&page=2');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(listingsHref(NO_FILTERS)).toBe('/admin/listings');
  });

  it('is a query the API accepts', () => {
    const filters = parse(
      'status=active&approval=approved&owner=x&from=2026-01-01&to=2026-01-31&q=y&page=4',
    );
    const sent = Object.fromEntries(searchFromFilters(filters));
    expect(adminListingsQuerySchema.safeParse(sent).success).toBe(true);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...NO_FILTERS, page: 7 }, { status: 'inactive' })).toMatchObject({
      status: 'inactive',
      page: 1,
    });
  });

  it('says when the date range is the wrong way round', () => {
    expect(dateRangeError({ from: '2026-02-01', to: '2026-01-01' })).toBe(
      'The start date must be on or before the end date',
    );
    expect(dateRangeError({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-01-01', to: '' })).toBeNull();
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, page: 5 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, owner: 'jo' })).toBe(true);
  });
});
