import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BODY_TYPES, FUEL_TYPES, MAKES, modelsOf, SELLER_TYPES } from '#shared/catalogue';
import { RADIUS_CHOICES, SORTS } from '#shared/search/constants';
import { FEATURE_SLUGS, type SearchFilters } from '#shared/search/filters';
import { slugify } from '#shared/slug';
import { searchHref } from '#shared/pages/results-url';
import { parseSearchUrl } from './search-url';

const NOW = new Date('2026-06-01T12:00:00Z');

function parse(path: { make?: string; model?: string; location?: string }, search = '') {
  return parseSearchUrl(path, search, NOW);
}

describe('searchHref', () => {
  it('is /used-vans with nothing chosen', () => {
    expect(searchHref({})).toBe('/used-vans');
  });

  it('puts make, model and location in the path when make and model are set', () => {
    expect(searchHref({ make: 'ford' })).toBe('/used-vans/ford');
    expect(searchHref({ make: 'ford', model: 'transit-custom' })).toBe(
      '/used-vans/ford/transit-custom',
    );
    expect(searchHref({ make: 'ford', model: 'transit', location: 'leeds' })).toBe(
      '/used-vans/ford/transit/leeds',
    );
  });

  it('keeps a location without a model in the query', () => {
    expect(searchHref({ location: 'leeds' })).toBe('/used-vans?location=leeds');
    expect(searchHref({ make: 'ford', location: 'leeds' })).toBe('/used-vans/ford?location=leeds');
  });

  it('writes the other filters in the canonical order and leaves defaults out', () => {
    expect(
      searchHref({
        make: 'volkswagen',
        model: 'transporter-t6',
        page: 2,
        sort: 'price-asc',
        maxPrice: 20000,
        fuelType: 'diesel',
        features: ['power-steering', 'sat-nav'],
        postcode: 'M1 1AE',
        radius: 25,
      }),
    ).toBe(
      '/used-vans/volkswagen/transporter-t6?postcode=M1+1AE&radius=25&maxPrice=20000&fuelType=diesel&features=power-steering%2Csat-nav&sort=price-asc&page=2',
    );
    expect(searchHref({ sort: 'featured', page: 1 })).toBe('/used-vans');
  });
});

describe('parseSearchUrl', () => {
  it('reads the path and the query into one filter set', () => {
    expect(parse({ make: 'ford', model: 'transit' }, '?minPrice=5000&ulezCompliant=true')).toEqual({
      kind: 'ok',
      filters: { make: 'ford', model: 'transit', minPrice: 5000, ulezCompliant: true },
      dropped: [],
      href: '/used-vans/ford/transit?minPrice=5000&ulezCompliant=true',
    });
  });

  it('treats an unknown make or model in the path as a missing page', () => {
    expect(parse({ make: 'trabant' })).toEqual({ kind: 'not-found' });
    expect(parse({ make: 'ford', model: 'sprinter' })).toEqual({ kind: 'not-found' });
    expect(parse({ make: 'ford', model: 'transit', location: 'Leeds' })).toEqual({
      kind: 'not-found',
    });
  });

  it('only accepts path segments in slug form, as the gateway does', () => {
    expect(parse({ make: 'Ford' })).toEqual({ kind: 'not-found' });
    expect(parse({ make: 'citroën' })).toEqual({ kind: 'not-found' });
    expect(parse({ make: 'citroen' })).toMatchObject({ kind: 'ok', filters: { make: 'citroen' } });
  });

  it("reads 'any' in the path as no model or no location, and canonicalises it", () => {
    expect(parse({ make: 'ford', model: 'any', location: 'leeds' })).toMatchObject({
      kind: 'ok',
      filters: { make: 'ford', location: 'leeds' },
      href: '/used-vans/ford?location=leeds',
    });
    expect(parse({ make: 'ford', model: 'transit', location: 'any' })).toMatchObject({
      filters: { make: 'ford', model: 'transit' },
      href: '/used-vans/ford/transit',
    });
  });

  it('moves make and model given as query parameters into the path', () => {
    expect(parse({}, '?make=ford&model=transit&location=Leeds')).toMatchObject({
      kind: 'ok',
      filters: { make: 'ford', model: 'transit', location: 'leeds' },
      href: '/used-vans/ford/transit/leeds',
    });
  });

  it('lets the path win over the same parameter in the query', () => {
    expect(parse({ make: 'ford' }, '?make=nissan')).toMatchObject({ filters: { make: 'ford' } });
  });

  it('drops an invalid postcode, its radius and the distance order, reporting only the postcode', () => {
    const parsed = parse({}, '?postcode=nowhere&radius=25&sort=distance&minPrice=1000');
    expect(parsed).toEqual({
      kind: 'ok',
      filters: { minPrice: 1000 },
      dropped: [{ param: 'postcode', message: 'Please enter a valid UK postcode (e.g. N19AB)' }],
      href: '/used-vans?minPrice=1000',
    });
  });

  it('formats a valid postcode and gives it the default radius of 50', () => {
    expect(parse({}, '?postcode=m11ae')).toMatchObject({
      filters: { postcode: 'M1 1AE', radius: 50 },
      href: '/used-vans?postcode=M1+1AE&radius=50',
    });
    expect(parse({}, '?postcode=M1+1AE&radius=national')).toMatchObject({
      filters: { postcode: 'M1 1AE', radius: 'national' },
    });
  });

  it('drops each invalid parameter and keeps the rest', () => {
    const parsed = parse(
      {},
      '?minPrice=cheap&maxPrice=20000&fuelType=steam&page=0&features=sat-nav,jetpack',
    );
    expect(parsed).toMatchObject({
      kind: 'ok',
      filters: { maxPrice: 20000 },
      href: '/used-vans?maxPrice=20000',
    });
    if (parsed.kind !== 'ok') throw new Error('expected a search');
    expect(parsed.dropped.map((item) => item.param).sort()).toEqual([
      'features',
      'fuelType',
      'minPrice',
      'page',
    ]);
    expect(parsed.dropped.find((item) => item.param === 'minPrice')?.message).toBe(
      'Minimum price must be a whole number',
    );
  });

  it('drops the minimum of a reversed range', () => {
    expect(parse({}, '?minPrice=30000&maxPrice=20000')).toMatchObject({
      filters: { maxPrice: 20000 },
      dropped: [{ param: 'minPrice' }],
    });
  });

  it('drops the distance order without a postcode and a model without a make', () => {
    const parsed = parse({}, '?sort=distance&model=transit');
    expect(parsed).toMatchObject({ filters: {}, href: '/used-vans' });
    if (parsed.kind !== 'ok') throw new Error('expected a search');
    expect(parsed.dropped.map((item) => item.param).sort()).toEqual(['model', 'sort']);
  });

  it('reads a single year as a one-year range and ignores unknown parameters', () => {
    expect(parse({}, '?year=2019&utm_source=newsletter')).toMatchObject({
      filters: { minYear: 2019, maxYear: 2019 },
      dropped: [],
      href: '/used-vans?minYear=2019&maxYear=2019',
    });
  });

  it('joins a repeated parameter, as API Gateway does, and validates the result', () => {
    expect(parse({}, '?features=sat-nav&features=tow-bar')).toMatchObject({
      filters: { features: ['sat-nav', 'tow-bar'] },
    });
  });

  it('gives back exactly the filter set its own URL was built from', () => {
    const make = fc.constantFrom(...MAKES);
    const filterSet: fc.Arbitrary<SearchFilters> = make.chain((makeName) =>
      fc.record(
        {
          make: fc.constant(slugify(makeName)),
          model: fc.constantFrom(...modelsOf(makeName).map(slugify)),
          location: fc.constantFrom('leeds', 'staines-upon-thames', 'milton-keynes'),
          postcode: fc.constantFrom('M1 1AE', 'LS1 4DY', 'SW1A 1AA'),
          radius: fc.constantFrom(...RADIUS_CHOICES, 'national' as const),
          minPrice: fc.integer({ min: 0, max: 50_000 }),
          maxPrice: fc.integer({ min: 50_000, max: 100_000 }),
          minYear: fc.integer({ min: 1990, max: 2015 }),
          fuelType: fc.constantFrom(...FUEL_TYPES),
          bodyType: fc.constantFrom(...BODY_TYPES),
          sellerType: fc.constantFrom(...SELLER_TYPES),
          features: fc.subarray([...FEATURE_SLUGS], { minLength: 1 }),
          hpiClear: fc.boolean(),
          motExpiryDate: fc.constant('2026-09-30'),
          sort: fc.constantFrom(...SORTS),
          page: fc.integer({ min: 2, max: 50 }),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(filterSet, (generated) => {
        const filters = { ...generated };
        if (!filters.make) delete filters.model;
        if (!filters.postcode) {
          delete filters.radius;
          if (filters.sort === 'distance') delete filters.sort;
        } else if (filters.radius === undefined) {
          filters.radius = 50;
        }
        // The default order (nearest first with a postcode, featured without) is no choice.
        if (filters.sort === (filters.postcode ? 'distance' : 'featured')) delete filters.sort;
        const href = searchHref(filters);
        const url = new URL(href, 'http://localhost');
        const [, , makeSlug, modelSlug, locationSlug] = url.pathname.split('/');
        const parsed = parse(
          { make: makeSlug, model: modelSlug, location: locationSlug },
          url.search,
        );
        expect(parsed).toEqual({ kind: 'ok', filters, dropped: [], href });
      }),
    );
  });
});
