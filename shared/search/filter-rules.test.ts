import { describe, expect, it } from 'vitest';
import { FILTER_PARAMS, searchFiltersSchema } from './filters';
import { filtersToQuery } from './filters';
import {
  activeFilterCount,
  normaliseFilters,
  withMake,
  withModel,
  withoutGroup,
  withPostcode,
  withValues,
} from './filter-rules';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('panel rules', () => {
  it('resets the model when the make changes, and starts again at page 1', () => {
    expect(
      withMake({ make: 'ford', model: 'transit', maxPrice: 9000, page: 3 }, 'renault'),
    ).toEqual({ make: 'renault', model: undefined, maxPrice: 9000, page: undefined });
    expect(withMake({ make: 'ford', model: 'transit' }, undefined)).toMatchObject({
      make: undefined,
      model: undefined,
    });
  });

  it('clears the year range when make Nissan is chosen with model any', () => {
    expect(withMake({ make: 'ford', minYear: 2015, maxYear: 2020 }, 'nissan')).toMatchObject({
      make: 'nissan',
      minYear: undefined,
      maxYear: undefined,
    });
    expect(withModel({ make: 'nissan', model: 'nv200', minYear: 2015 }, undefined)).toMatchObject({
      minYear: undefined,
    });
    // With a Nissan model chosen the years stay.
    expect(withModel({ make: 'nissan', minYear: 2015 }, 'nv200')).toMatchObject({
      model: 'nv200',
      minYear: 2015,
    });
    // Other makes keep their years.
    expect(withMake({ minYear: 2015 }, 'ford')).toMatchObject({ minYear: 2015 });
  });

  it('ignores a model without a make', () => {
    expect(withModel({}, 'transit').model).toBeUndefined();
  });

  it('any other change also starts again at page 1', () => {
    expect(withValues({ page: 4, sort: 'price-asc' }, { fuelType: 'diesel' })).toEqual({
      page: undefined,
      sort: 'price-asc',
      fuelType: 'diesel',
    });
  });

  it('applies a postcode with radius 50 and clears radius and distance order with it', () => {
    expect(withPostcode({ radius: 10 }, 'M1 1AE')).toMatchObject({
      postcode: 'M1 1AE',
      radius: 50,
    });
    expect(withPostcode({ postcode: 'M1 1AE', radius: 10, sort: 'distance' }, undefined)).toEqual({
      page: undefined,
      postcode: undefined,
      radius: undefined,
      sort: undefined,
    });
    expect(withPostcode({ postcode: 'M1 1AE', sort: 'price-asc' }, undefined).sort).toBe(
      'price-asc',
    );
  });
});

describe('withoutGroup (the empty state suggestion)', () => {
  it('removes both ends of a range', () => {
    expect(withoutGroup({ minPrice: 1, maxPrice: 2, fuelType: 'diesel' }, 'price')).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      fuelType: 'diesel',
      page: undefined,
    });
  });

  it('removes the model with the make', () => {
    expect(withoutGroup({ make: 'ford', model: 'transit' }, 'make')).toMatchObject({
      make: undefined,
      model: undefined,
    });
  });

  it('widens the radius to the whole country, keeping the postcode', () => {
    expect(withoutGroup({ postcode: 'M1 1AE', radius: 10 }, 'radius')).toMatchObject({
      postcode: 'M1 1AE',
      radius: 'national',
    });
  });
});

describe('activeFilterCount', () => {
  it('counts filter groups, a postcode once with its radius, and not sort or page', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(
      activeFilterCount({
        make: 'ford',
        model: 'transit',
        minPrice: 1000,
        maxPrice: 9000,
        postcode: 'M1 1AE',
        radius: 25,
        features: ['sat-nav', 'tow-bar'],
        hpiClear: true,
        sort: 'price-asc',
        page: 2,
      }),
    ).toBe(6);
    expect(activeFilterCount({ features: [] })).toBe(0);
  });
});

describe('normaliseFilters', () => {
  it('swaps a reversed range and keeps typed values within the accepted bounds', () => {
    expect(
      normaliseFilters({ minPrice: 30000, maxPrice: 20000, maxMileage: 99_999_999 }, NOW),
    ).toEqual({ minPrice: 20000, maxPrice: 30000, maxMileage: 2_000_000 });
    expect(normaliseFilters({ minYear: 12, maxYear: 3000 }, NOW)).toEqual({
      minYear: 1901,
      maxYear: 2027,
    });
    expect(normaliseFilters({ minPrice: Number.NaN }, NOW)).toEqual({});
  });

  it('drops values that mean nothing alone, and defaults', () => {
    expect(
      normaliseFilters({ model: 'transit', radius: 25, sort: 'distance', page: 1, features: [] }),
    ).toEqual({});
    expect(normaliseFilters({ postcode: 'M1 1AE', sort: 'distance' })).toEqual({
      postcode: 'M1 1AE',
      radius: 50,
    });
    expect(normaliseFilters({ make: 'ford', sort: 'featured' })).toEqual({ make: 'ford' });
  });

  it('keeps Featured first when a postcode would otherwise sort by distance', () => {
    expect(normaliseFilters({ postcode: 'M1 1AE', sort: 'featured' })).toEqual({
      postcode: 'M1 1AE',
      radius: 50,
      sort: 'featured',
    });
  });

  it('always gives a filter set the API schema accepts', () => {
    const drafts = [
      { minPrice: 9e9, maxPrice: -4, minYear: 0, maxYear: 1e6, minEngineCc: 3e5 },
      { make: 'ford', model: 'transit', sort: 'distance' as const, radius: 'national' as const },
      { minMileage: 300_000, maxMileage: 100, features: [], location: 'leeds', page: 1 },
    ];
    for (const draft of drafts) {
      const query = filtersToQuery(normaliseFilters(draft, NOW));
      for (const key of query.keys()) expect(FILTER_PARAMS).toContain(key);
      const parsed = searchFiltersSchema(NOW).safeParse(Object.fromEntries(query));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});
