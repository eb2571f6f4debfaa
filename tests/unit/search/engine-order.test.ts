import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '#lambdas/search/engine/create-search-index';
import type { SortKey } from '#shared/search/constants';
import { aSearchDoc, DAY_MS, NOW } from './search-doc-fixture';
import { aQuery, idsFound } from './engine-query';

const t = NOW.getTime();
const HOUR_MS = 3_600_000;
/** Top of Search (decision 032): the latest bought first, whatever its end. */
const topOfSearch = (until: number, boughtAt: number) => ({
  search_featured: true,
  search_boost_until: until,
  search_boosted_at: boughtAt,
  boost_expires: until,
});
const docs = [
  aSearchDoc({
    id: 'old-cheap',
    created_at: t - 9 * DAY_MS,
    price: 3_000,
    mileage: 90_000,
    year: 2014,
  }),
  aSearchDoc({
    id: 'new-dear',
    created_at: t - 1 * DAY_MS,
    price: 30_000,
    mileage: 10_000,
    year: 2023,
  }),
  aSearchDoc({
    id: 'mid-a',
    created_at: t - 5 * DAY_MS,
    price: 9_000,
    mileage: 50_000,
    year: 2019,
  }),
  aSearchDoc({
    id: 'mid-b',
    created_at: t - 5 * DAY_MS,
    price: 9_000,
    mileage: 50_000,
    year: 2019,
  }),
  aSearchDoc({
    id: 'mid-c',
    created_at: t - 4 * DAY_MS,
    price: 9_000,
    mileage: 50_000,
    year: 2019,
  }),
  aSearchDoc({
    id: 'boost-soon',
    created_at: t - 8 * DAY_MS,
    // Bought an hour ago for 3 days (the latest purchase), ending before boost-late.
    ...topOfSearch(t + 1 * DAY_MS, t - HOUR_MS),
  }),
  aSearchDoc({
    id: 'boost-late',
    created_at: t - 7 * DAY_MS,
    ...topOfSearch(t + 5 * DAY_MS, t - 2 * DAY_MS),
    homepage_featured: true,
  }),
  aSearchDoc({
    id: 'boost-expired',
    created_at: t - 2 * DAY_MS,
    ...topOfSearch(t - DAY_MS, t - 8 * DAY_MS),
  }),
  aSearchDoc({
    id: 'homepage-only',
    created_at: t - 3 * DAY_MS,
    homepage_featured: true,
    boost_expires: t + 9 * DAY_MS,
  }),
];

describe('sort orders (ties broken by id)', () => {
  it.each<[SortKey, string[]]>([
    [
      'featured',
      [
        'boost-soon',
        'boost-late',
        'new-dear',
        'boost-expired',
        'homepage-only',
        'mid-c',
        'mid-a',
        'mid-b',
        'old-cheap',
      ],
    ],
    [
      'newest',
      [
        'new-dear',
        'boost-expired',
        'homepage-only',
        'mid-c',
        'mid-a',
        'mid-b',
        'boost-late',
        'boost-soon',
        'old-cheap',
      ],
    ],
    [
      'price-asc',
      [
        'old-cheap',
        'mid-a',
        'mid-b',
        'mid-c',
        'boost-expired',
        'boost-late',
        'boost-soon',
        'homepage-only',
        'new-dear',
      ],
    ],
    [
      'price-desc',
      [
        'new-dear',
        'boost-expired',
        'boost-late',
        'boost-soon',
        'homepage-only',
        'mid-a',
        'mid-b',
        'mid-c',
        'old-cheap',
      ],
    ],
    [
      'mileage-asc',
      [
        'new-dear',
        'mid-c',
        'mid-a',
        'mid-b',
        'boost-expired',
        'homepage-only',
        'boost-late',
        'boost-soon',
        'old-cheap',
      ],
    ],
    [
      'year-desc',
      [
        'new-dear',
        'boost-expired',
        'homepage-only',
        'mid-c',
        'mid-a',
        'mid-b',
        'boost-late',
        'boost-soon',
        'old-cheap',
      ],
    ],
  ])('%s', (sort, expected) => {
    expect(idsFound(docs, { sort })).toEqual(expected);
  });

  it("'distance' without a postcode falls back to featured order", () => {
    expect(idsFound(docs, { sort: 'distance' })).toEqual(idsFound(docs, { sort: 'featured' }));
  });
});

describe('boosts are judged at the query time', () => {
  const index = createSearchIndex(docs);
  const boostedAt = (now: Date) =>
    index
      .query(aQuery({ now }))
      .hits.filter((hit) => hit.boosted)
      .map((hit) => hit.doc.id);

  it('a boost counts while it has not expired, the latest bought first', () => {
    expect(boostedAt(NOW)).toEqual(['boost-soon', 'boost-late']);
  });

  it('a boost ends at its expiry', () => {
    expect(boostedAt(new Date(t + 1 * DAY_MS))).toEqual(['boost-late']);
    expect(boostedAt(new Date(t + 6 * DAY_MS))).toEqual([]);
  });

  it('an expiry before now counts as a boost for an earlier query', () => {
    expect(boostedAt(new Date(t - 2 * DAY_MS))).toEqual([
      'boost-soon',
      'boost-late',
      'boost-expired',
    ]);
  });

  it('Homepage Featured alone neither lifts a van nor marks it boosted in search', () => {
    expect(boostedAt(NOW)).not.toContain('homepage-only');
  });

  it('a van boosted now comes first among the boosted vans', () => {
    const now = aSearchDoc({
      id: 'boosted-now',
      created_at: t - 30 * DAY_MS,
      ...topOfSearch(t + 3 * DAY_MS, t),
    });
    expect(idsFound([...docs, now], { sort: 'featured' }).slice(0, 3)).toEqual([
      'boosted-now',
      'boost-soon',
      'boost-late',
    ]);
  });
});

describe('paging', () => {
  const index = createSearchIndex(docs);

  it('returns one page at a time with the exact total', () => {
    const pages = [1, 2, 3].map((page) =>
      index.query(aQuery({ sort: 'newest', page, pageSize: 4 })),
    );
    expect(pages.map((p) => p.total)).toEqual([9, 9, 9]);
    expect(pages.flatMap((p) => p.hits.map((hit) => hit.doc.id))).toEqual(
      idsFound(docs, { sort: 'newest' }),
    );
  });

  it('answers a page past the end with no hits and the real total', () => {
    const result = index.query(aQuery({ page: 10_000 }));
    expect(result.hits).toEqual([]);
    expect(result.total).toBe(9);
  });
});
