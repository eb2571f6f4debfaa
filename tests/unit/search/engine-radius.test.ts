import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import { distanceMiles } from '#shared/geo';
import { aSearchDoc, DAY_MS, LONDON, MANCHESTER, NOW } from './search-doc-fixture';
import { aQuery, idsFound } from './engine-query';

// Due north of London by 49 miles (one degree of latitude is 69.1 miles at radius 3959).
const NORTH_49 = {
  latitude: LONDON.latitude + 49 / ((3959 * Math.PI) / 180),
  longitude: LONDON.longitude,
};
const at = (id: string, point: { latitude: number; longitude: number }, extra = {}) =>
  aSearchDoc({ id, ...point, ...extra });

const docs = [
  at('london', LONDON),
  at('north-49', NORTH_49),
  at('manchester', MANCHESTER),
  aSearchDoc({ id: 'nowhere', latitude: null, longitude: null }),
];

describe('radius search', () => {
  it('places the test point 49 miles from London', () => {
    expect(distanceMiles(LONDON, NORTH_49)).toBeCloseTo(49, 6);
  });

  it('keeps a van 49 miles away within 50 miles and drops it at 25', () => {
    expect(idsFound(docs, { origin: LONDON, radiusMiles: 50 })).toEqual(['london', 'north-49']);
    expect(idsFound(docs, { origin: LONDON, radiusMiles: 25 })).toEqual(['london']);
  });

  it('reaches Manchester (about 163 miles) at 200 miles, not at 100', () => {
    expect(idsFound(docs, { origin: LONDON, radiusMiles: 100 })).not.toContain('manchester');
    expect(idsFound(docs, { origin: LONDON, radiusMiles: 200 })).toContain('manchester');
  });

  it('national keeps every van with coordinates, nearest first, and drops the rest', () => {
    expect(idsFound(docs, { origin: MANCHESTER, radiusMiles: null })).toEqual([
      'manchester',
      'north-49',
      'london',
    ]);
  });

  it('gives each hit its distance, and none outside radius mode', () => {
    const index = createSearchIndex(docs);
    const [manchester] = index
      .query(aQuery({ origin: LONDON, radiusMiles: null, sort: 'distance' }))
      .hits.slice(-1);
    expect(manchester!.distanceMiles).toBeCloseTo(163, 0);
    expect(manchester!.distanceMiles).toBe(distanceMiles(LONDON, MANCHESTER));
    expect(index.query(aQuery()).hits.every((hit) => hit.distanceMiles === null)).toBe(true);
  });

  it('featured order pins boosted vans, then nearest first; distance order ignores boosts', () => {
    const boosted = {
      search_featured: true,
      boost_expires: NOW.getTime() + DAY_MS,
      search_boost_until: NOW.getTime() + DAY_MS,
    };
    const vans = [
      at('near', LONDON),
      at('far-boosted', NORTH_49, boosted),
      at('mid', { ...LONDON, latitude: 51.6 }),
    ];
    expect(idsFound(vans, { origin: LONDON, radiusMiles: 50 })).toEqual([
      'far-boosted',
      'near',
      'mid',
    ]);
    expect(idsFound(vans, { origin: LONDON, radiusMiles: 50, sort: 'distance' })).toEqual([
      'near',
      'mid',
      'far-boosted',
    ]);
  });

  it('breaks distance ties (vans at one postcode) by id', () => {
    const vans = [at('b', LONDON), at('c', LONDON), at('a', LONDON)];
    expect(idsFound(vans, { origin: LONDON, radiusMiles: 5, sort: 'distance' })).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('suggests widening the radius when nothing is near', () => {
    const result = createSearchIndex(docs).query(
      aQuery({ origin: { latitude: 57.15, longitude: -2.1 }, radiusMiles: 25 }),
    );
    expect(result.total).toBe(0);
    expect(result.relax).toEqual({ filter: 'radius', total: 3 });
  });
});
