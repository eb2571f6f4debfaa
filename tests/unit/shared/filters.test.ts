import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '#shared/catalogue/enums';
import { MAKES, MAKES_AND_MODELS } from '#shared/catalogue/makes';
import { MAX_PAGE, RADIUS_CHOICES, SORTS } from '#shared/search/constants';
import {
  FEATURE_SLUGS,
  filtersToQuery,
  searchFiltersSchema,
  type SearchFilters,
} from '#shared/search/filters';
import { slugify } from '#shared/slug';
import { anyQuery } from '../../support/search-query-arbitrary';

const NOW = new Date('2026-11-22T12:00:00Z');
const schema = searchFiltersSchema(NOW);
const parse = (query: Record<string, string>) => schema.safeParse(query);

/** The messages per parameter of a rejected query. */
function issues(query: Record<string, string>): Record<string, string[]> {
  const result = parse(query);
  expect(result.success).toBe(false);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error!.issues)
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('searchFiltersSchema over arbitrary query strings', () => {
  it('never throws: it accepts, or rejects with a message for each problem', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const result = parse(query);
        if (result.success) {
          const f = result.data;
          for (const [min, max] of [
            ['minPrice', 'maxPrice'],
            ['minMileage', 'maxMileage'],
            ['minYear', 'maxYear'],
            ['minEngineCc', 'maxEngineCc'],
          ] as const) {
            if (f[min] !== undefined && f[max] !== undefined)
              expect(f[min]).toBeLessThanOrEqual(f[max]!);
          }
          if (f.page !== undefined) expect(f.page).toBeGreaterThanOrEqual(1);
          if (f.radius !== undefined) expect(f.postcode).toBeDefined();
        } else {
          expect(result.error.issues.length).toBeGreaterThan(0);
          for (const issue of result.error.issues) expect(issue.message).toMatch(/\w/);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('searchFiltersSchema cases', () => {
  it('rejects letters in a price on that parameter', () => {
    expect(issues({ minPrice: '12k' })).toEqual({
      minPrice: ['Minimum price must be a whole number'],
    });
  });

  it('rejects a minimum above its maximum on the minimum', () => {
    expect(issues({ minPrice: '9000', maxPrice: '1000' })).toEqual({
      minPrice: ['Minimum price must not be more than the maximum price'],
    });
  });

  it('rejects page 0 and page 1,000,000,000', () => {
    expect(issues({ page: '0' })).toEqual({ page: ['Page must be at least 1'] });
    expect(issues({ page: '1000000000' })).toEqual({
      page: [`Page must be at most ${MAX_PAGE.toLocaleString('en-GB')}`],
    });
  });

  it('rejects an unknown make, and a model without a make', () => {
    expect(issues({ make: 'trabant' })).toEqual({ make: ['Unknown make'] });
    expect(issues({ model: 'transit' })).toEqual({ model: ['Choose a make before a model'] });
  });

  it('rejects a radius outside the choices', () => {
    expect(Object.keys(issues({ postcode: 'M1 9AB', radius: '1000000' }))).toEqual(['radius']);
  });

  it('accepts M1 9AB and M19AB alike, formatted M1 9AB', () => {
    expect(parse({ postcode: 'M1 9AB' }).data).toEqual({ postcode: 'M1 9AB' });
    expect(parse({ postcode: 'M19AB' }).data).toEqual({ postcode: 'M1 9AB' });
    expect(issues({ postcode: 'M1' })).toEqual({
      postcode: ['Please enter a valid UK postcode (e.g. N19AB)'],
    });
  });

  it('reads blank values as absent', () => {
    expect(parse({ make: '', minPrice: ' ', features: '' }).data).toEqual({});
  });
});

/** Valid filter sets in canonical form (what parsing produces, defaults left out). */
const validFilters: fc.Arbitrary<SearchFilters> = fc
  .record(
    {
      makeModel: fc.constantFrom(...MAKES).chain((make) =>
        fc.record(
          {
            make: fc.constant(slugify(make)),
            model: fc.constantFrom(...MAKES_AND_MODELS[make].map(slugify)),
          },
          { requiredKeys: ['make'] },
        ),
      ),
      location: fc
        .stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}$/)
        .filter((slug) => slug !== 'any'),
      search: fc
        .string({ minLength: 1, maxLength: 100 })
        .map((text) => text.trim())
        .filter((text) => text !== ''),
      year: fc.tuple(fc.integer({ min: 1901, max: 2027 }), fc.integer({ min: 1901, max: 2027 })),
      price: fc.tuple(fc.nat(10_000_000), fc.nat(10_000_000)),
      mileage: fc.tuple(fc.nat(2_000_000), fc.nat(2_000_000)),
      engine: fc.tuple(fc.nat(20_000), fc.nat(20_000)),
      condition: fc.constantFrom(...CONDITIONS),
      fuelType: fc.constantFrom(...FUEL_TYPES),
      transmission: fc.constantFrom(...TRANSMISSIONS),
      bodyType: fc.constantFrom(...BODY_TYPES),
      sellerType: fc.constantFrom(...SELLER_TYPES),
      serviceHistory: fc.constantFrom(...SERVICE_HISTORIES),
      features: fc.subarray(FEATURE_SLUGS, { minLength: 1 }),
      ulezCompliant: fc.boolean(),
      priceIncludesVat: fc.boolean(),
      priceNegotiable: fc.boolean(),
      v5cLogbookAvailable: fc.boolean(),
      hpiClear: fc.boolean(),
      motExpiryDate: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      place: fc.record(
        {
          postcode: fc.constantFrom('M1 9AB', 'SW1A 1AA', 'EC1V 9HX', 'B33 8TH'),
          radius: fc.constantFrom(...RADIUS_CHOICES, 'national' as const),
          // 'Featured first' is a choice only with a postcode (distance is the default there).
          featuredFirst: fc.boolean(),
        },
        { requiredKeys: ['postcode'] },
      ),
      sort: fc.constantFrom(...SORTS.filter((sort) => sort !== 'featured' && sort !== 'distance')),
      page: fc.integer({ min: 2, max: MAX_PAGE }),
    },
    { requiredKeys: [] },
  )
  .map(({ makeModel, year, price, mileage, engine, place, ...rest }) => {
    const f: SearchFilters = { ...rest, ...makeModel };
    const ordered = ([a, b]: [number, number]) => [Math.min(a, b), Math.max(a, b)];
    if (year) [f.minYear, f.maxYear] = ordered(year);
    if (price) [f.minPrice, f.maxPrice] = ordered(price);
    if (mileage) [f.minMileage, f.maxMileage] = ordered(mileage);
    if (engine) [f.minEngineCc, f.maxEngineCc] = ordered(engine);
    if (place) {
      f.postcode = place.postcode;
      if (place.radius !== undefined) f.radius = place.radius;
      if (place.featuredFirst) f.sort = 'featured';
    }
    return f;
  });

describe('filtersToQuery', () => {
  it('round-trips every valid filter set through the schema', () => {
    fc.assert(
      fc.property(validFilters, (filters) => {
        const query = Object.fromEntries(filtersToQuery(filters));
        expect(parse(query).data).toEqual(filters);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves out the default page and sort, and a radius without a postcode', () => {
    expect(filtersToQuery({ page: 1, sort: 'featured', radius: 25, make: 'ford' }).toString()).toBe(
      'make=ford',
    );
  });

  it('with a postcode, leaves out nearest first (the default) and keeps Featured first', () => {
    expect(filtersToQuery({ postcode: 'M1 1AE', radius: 50, sort: 'distance' }).toString()).toBe(
      'postcode=M1+1AE&radius=50',
    );
    expect(filtersToQuery({ postcode: 'M1 1AE', radius: 50, sort: 'featured' }).toString()).toBe(
      'postcode=M1+1AE&radius=50&sort=featured',
    );
  });

  it('reads the default order as no choice, so one search has one filter set', () => {
    expect(parse({ postcode: 'M1 1AE', sort: 'distance' }).data).toEqual({ postcode: 'M1 1AE' });
    expect(parse({ sort: 'featured' }).data).toEqual({});
    expect(parse({ postcode: 'M1 1AE', sort: 'featured' }).data).toEqual({
      postcode: 'M1 1AE',
      sort: 'featured',
    });
  });
});
