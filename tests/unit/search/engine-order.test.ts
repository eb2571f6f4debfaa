import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../lambdas/search/engine/create-search-index';
import type { SortKey } from '../../../shared/search/constants';
import { aSearchDoc, DAY_MS, NOW } from './search-doc-fixture';
import { aQuery, idsFound } from './engine-query';

const t = NOW.getTime();
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
    search_featured: true,
    boost_expires: t + 1 * DAY_MS,
  }),
  aSearchDoc({
    id: 'boost-late',
    created_at: t - 7 * DAY_MS,
    homepage_featured: true,
    boost_expires: t + 5 * DAY_MS,
  }),
  aSearchDoc({
    id: 'boost-expired',
    created_at: t - 2 * DAY_MS,
    search_featured: true,
    boost_expires: t - DAY_MS,
  }),
  aSearchDoc({ id: 'expiry-no-flag', created_at: t - 3 * DAY_MS, boost_expires: t + 9 * DAY_MS }),
];

describe('sort orders (ties broken by id)', () => {
  it.each<[SortKey, string[]]>([
    [
      'featured',
      [
        'boost-late',
        'boost-soon',
        'new-dear',
        'boost-expired',
        'expiry-no-flag',
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
        'expiry-no-flag',
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
        'expiry-no-flag',
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
        'expiry-no-flag',
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
        'expiry-no-flag',
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
        'expiry-no-flag',
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

  it('a boost counts while it has not expired', () => {
    expect(boostedAt(NOW)).toEqual(['boost-late', 'boost-soon']);
  });

  it('a boost ends at its expiry', () => {
    expect(boostedAt(new Date(t + 1 * DAY_MS))).toEqual(['boost-late']);
    expect(boostedAt(new Date(t + 6 * DAY_MS))).toEqual([]);
  });

  it('an expiry before now counts as a boost for an earlier query', () => {
    expect(boostedAt(new Date(t - 2 * DAY_MS))).toEqual([
      'boost-late',
      'boost-soon',
      'boost-expired',
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
