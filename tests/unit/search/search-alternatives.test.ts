import { describe, expect, it } from 'vitest';
import { searchListings } from '#lambdas/search/search-listings';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import type { SearchDoc } from '#lambdas/search/types';
import { distanceMiles, type LatLng } from '#shared/geo';
import type { SearchFilters } from '#shared/search/filters';
import { aSearchDoc, DAY_MS, LONDON, MANCHESTER, NOW } from './search-doc-fixture';

// Empty town pages (decision 024) and the default order of a postcode search, through the
// domain function over a real in-memory index.

const YORK = { latitude: 53.96, longitude: -1.0815 };
const LEEDS = { latitude: 53.7997, longitude: -1.5492 };
const t = NOW.getTime();

function at(place: LatLng, location: string, fields: Partial<SearchDoc> = {}): SearchDoc {
  return aSearchDoc({
    location,
    location_slug: location.toLowerCase(),
    latitude: place.latitude,
    longitude: place.longitude,
    ...fields,
  });
}

const transit = { make: 'Ford', model: 'Transit', make_slug: 'ford', model_slug: 'transit' };
const docs = [
  // York has vans, but no Ford Transit.
  at(YORK, 'York', { id: 'york-ranger', make: 'Ford', model: 'Ranger', model_slug: 'ranger' }),
  at({ latitude: 53.97, longitude: -1.09 }, 'York', {
    id: 'york-sprinter',
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    make_slug: 'mercedes-benz',
    model_slug: 'sprinter',
  }),
  at(LEEDS, 'Leeds', { id: 'leeds-transit', ...transit }),
  at(MANCHESTER, 'Manchester', { id: 'manchester-transit', ...transit, fuel_type: 'petrol' }),
  at(LONDON, 'London', {
    id: 'london-transit-boosted',
    ...transit,
    search_featured: true,
    boost_expires: t + 3 * DAY_MS,
    search_boost_until: t + 3 * DAY_MS,
  }),
  // No coordinates: never in a distance order.
  aSearchDoc({
    id: 'nowhere-transit',
    ...transit,
    location: 'Hull',
    location_slug: 'hull',
    latitude: null,
    longitude: null,
  }),
];

const index = createSearchIndex(docs);
const geocode = async (postcode: string): Promise<LatLng | null> =>
  postcode === 'YO1 7HH' ? YORK : null;
const search = (filters: SearchFilters) =>
  searchListings({ index: async () => index, geocode }, filters, NOW);

describe('the centre of a place', () => {
  it('is the middle of its located live vans', () => {
    const centre = index.placeCentre('york')!;
    expect(centre.latitude).toBeCloseTo(53.965, 2);
    expect(centre.longitude).toBeCloseTo(-1.086, 2);
  });

  it('is unknown for a place with no located live van', () => {
    expect(index.placeCentre('hull')).toBeNull();
    expect(index.placeCentre('atlantis')).toBeNull();
  });
});

describe('a postcode search', () => {
  it('is nearest first unless the buyer chose another order', async () => {
    const nearest = await search({ postcode: 'YO1 7HH', radius: 'national' });
    expect(nearest.sort).toBe('distance');
    const distances = nearest.items.map((card) => card.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The boosted London van is not pinned to the top of a distance order.
    expect(nearest.items.at(-1)?.id).toBe('london-transit-boosted');

    const featured = await search({ postcode: 'YO1 7HH', radius: 'national', sort: 'featured' });
    expect(featured.sort).toBe('featured');
    expect(featured.items[0]?.id).toBe('london-transit-boosted');
    expect(featured.items.slice(1).map((card) => card.id)).toEqual(
      nearest.items.filter((card) => card.id !== 'london-transit-boosted').map((card) => card.id),
    );
  });
});

describe('an empty town page', () => {
  it('shows the same search without the town, nearest the town first, then the model elsewhere', async () => {
    const answer = await search({ make: 'ford', model: 'transit', location: 'york' });
    expect(answer.total).toBe(0);
    const [nearest, elsewhere, ...rest] = answer.alternatives;
    expect(rest).toEqual([]);

    expect(nearest).toMatchObject({
      kind: 'nearest',
      filters: { make: 'ford', model: 'transit' },
      total: 4,
      near: { kind: 'town', name: 'york' },
    });
    expect(nearest!.items.map((card) => card.id)).toEqual([
      'leeds-transit',
      'manchester-transit',
      'london-transit-boosted',
    ]);
    const centre = index.placeCentre('york')!;
    const leeds = distanceMiles(centre, LEEDS);
    expect(nearest!.items[0]!.distance_miles).toBeCloseTo(leeds, 1);

    // The van without coordinates has no distance: it is the model elsewhere.
    expect(elsewhere).toMatchObject({
      kind: 'elsewhere',
      filters: { make: 'ford', model: 'transit' },
      total: 4,
      near: null,
    });
    expect(elsewhere!.items.map((card) => card.id)).toEqual(['nowhere-transit']);
  });

  it('keeps the other filters in the nearest vans, and drops them for the model elsewhere', async () => {
    const answer = await search({
      make: 'ford',
      model: 'transit',
      location: 'york',
      fuelType: 'petrol',
      sort: 'price-asc',
      page: 2,
    });
    const [nearest, elsewhere] = answer.alternatives;
    expect(nearest?.filters).toEqual({ make: 'ford', model: 'transit', fuelType: 'petrol' });
    expect(nearest?.items.map((card) => card.id)).toEqual(['manchester-transit']);
    expect(elsewhere?.filters).toEqual({ make: 'ford', model: 'transit' });
    expect(elsewhere?.items.map((card) => card.id)).not.toContain('manchester-transit');
    expect(elsewhere?.items[0]?.id).toBe('london-transit-boosted');
  });

  it('falls back to the make, then any van, when the model has nothing more to show', async () => {
    const answer = await search({ make: 'ford', model: 'ranger', location: 'leeds' });
    const [nearest, elsewhere] = answer.alternatives;
    expect(nearest?.items.map((card) => card.id)).toEqual(['york-ranger']);
    expect(elsewhere?.filters).toEqual({ make: 'ford' });
    expect(elsewhere?.items.map((card) => card.id)).not.toContain('york-ranger');

    const noModel = await search({ make: 'man', model: 'tge', location: 'leeds' });
    expect(noModel.alternatives.map((alternative) => alternative.filters)).toEqual([{}]);
    expect(noModel.alternatives[0]?.kind).toBe('elsewhere');
  });

  it('orders by default when the town has no located van', async () => {
    const answer = await search({ make: 'ford', model: 'ranger', location: 'atlantis' });
    expect(answer.alternatives[0]).toMatchObject({ kind: 'nearest', near: null });
    expect(answer.alternatives[0]?.items.every((card) => card.distance_miles === null)).toBe(true);
  });

  it('is not offered when there are vans, or without a town', async () => {
    expect((await search({ make: 'ford', location: 'york' })).alternatives).toEqual([]);
    expect((await search({ make: 'man' })).alternatives).toEqual([]);
  });
});
