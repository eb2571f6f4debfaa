import { describe, expect, it } from 'vitest';
import { isRefinedSearch, searchRobots } from './search-robots';

describe('search robots', () => {
  it.each([
    [{}, false],
    [{ make: 'ford' }, false],
    [{ make: 'ford', model: 'transit-custom', location: 'leeds' }, false],
    [{ make: 'ford', model: 'transit-custom', page: 3 }, false],
    // With a make only, the location is in the query: not a category page of its own.
    [{ make: 'ford', location: 'leeds' }, true],
    [{ make: 'ford', fuelType: 'diesel' as const }, true],
    [{ sort: 'price-asc' as const }, true],
    [{ postcode: 'LS1 4DY', radius: 50 as const }, true],
  ])('%j is refined: %s', (filters, refined) => {
    expect(isRefinedSearch(filters)).toBe(refined);
  });

  it('keeps empty pages and pages past the last one out of the index', () => {
    expect(searchRobots({ make: 'ford' }, { items: [] })).toBe('noindex');
    expect(searchRobots({ make: 'ford', fuelType: 'diesel' }, { items: [] })).toBe('noindex');
  });

  it('asks for noindex, follow on a refined search with vans, nothing on a category page', () => {
    const items = [{} as never];
    expect(searchRobots({ make: 'ford', fuelType: 'diesel' }, { items })).toBe('noindex, follow');
    expect(searchRobots({ make: 'ford' }, { items })).toBeUndefined();
    // Before the answer (a client-side navigation), the filters alone decide.
    expect(searchRobots({ make: 'ford' }, undefined)).toBeUndefined();
  });
});
