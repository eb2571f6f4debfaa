import { describe, expect, it } from 'vitest';
import {
  daysInStock,
  matchesSearch,
  needsCounters,
  selectStock,
  type StockRow,
} from './stock-query';

const NOW = new Date('2026-03-20T12:00:00Z');

function row(overrides: Partial<StockRow> & { id: string }): StockRow {
  return {
    title: 'Van',
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    price: 15_000,
    status: 'active',
    approval_status: 'approved',
    search_featured: false,
    homepage_featured: false,
    boost_expires: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    image_urls: ['a', 'b', 'c'],
    stock_reference: null,
    registration: null,
    reports_hidden: false,
    entry: {},
    ...overrides,
  };
}

const base = { tab: 'active' as const, sort: 'newest' as const };
const none = new Map<string, { views: number; enquiries: number }>();
const ids = (rows: StockRow[]) => rows.map((r) => r.id);

describe('matchesSearch', () => {
  const van = row({
    id: 'a',
    make: 'Volkswagen',
    model: 'Crafter',
    registration: 'AB19CDE',
    stock_reference: 'VN-1042',
  });

  it('finds a van by every word of its make and model, in any case', () => {
    expect(matchesSearch(van, 'volkswagen crafter')).toBe(true);
    expect(matchesSearch(van, 'CRAFTER')).toBe(true);
    expect(matchesSearch(van, 'crafter transit')).toBe(false);
  });

  it('finds a van by its plate or stock reference, spaces and punctuation aside', () => {
    expect(matchesSearch(van, 'ab19 cde')).toBe(true);
    expect(matchesSearch(van, 'vn1042')).toBe(true);
    expect(matchesSearch(van, 'VN-10')).toBe(true);
    expect(matchesSearch(van, 'XY12')).toBe(false);
  });

  it('matches nothing by punctuation alone', () => {
    expect(matchesSearch(row({ id: 'b' }), '--')).toBe(false);
  });
});

describe('selectStock', () => {
  const rows = [
    row({ id: 'new', created_at: '2026-03-10T09:00:00.000Z', price: 20_000 }),
    row({ id: 'old', created_at: '2026-01-10T09:00:00.000Z', price: 9_000 }),
    row({
      id: 'mid',
      created_at: '2026-02-10T09:00:00.000Z',
      price: 12_000,
      approval_status: 'pending',
      image_urls: ['a'],
    }),
    row({
      id: 'boosted',
      created_at: '2026-02-01T09:00:00.000Z',
      search_featured: true,
      boost_expires: '2026-04-01T00:00:00.000Z',
    }),
    row({
      id: 'sold',
      status: 'sold',
      created_at: '2026-01-01T09:00:00.000Z',
      updated_at: '2026-03-05T09:00:00.000Z',
    }),
  ];

  it('keeps to the tab: sold vans are their own, whatever the state filter says', () => {
    expect(ids(selectStock(rows, { ...base, tab: 'sold' }, none, NOW))).toEqual(['sold']);
    expect(ids(selectStock(rows, { ...base, tab: 'sold', state: 'live' }, none, NOW))).toEqual([
      'sold',
    ]);
    expect(ids(selectStock(rows, base, none, NOW))).not.toContain('sold');
  });

  it('orders newest, oldest, by price both ways and by days in stock', () => {
    expect(ids(selectStock(rows, base, none, NOW))).toEqual(['new', 'mid', 'boosted', 'old']);
    expect(ids(selectStock(rows, { ...base, sort: 'oldest' }, none, NOW))).toEqual([
      'old',
      'boosted',
      'mid',
      'new',
    ]);
    expect(ids(selectStock(rows, { ...base, sort: 'price_low' }, none, NOW))[0]).toBe('old');
    expect(ids(selectStock(rows, { ...base, sort: 'price_high' }, none, NOW))[0]).toBe('new');
    expect(ids(selectStock(rows, { ...base, sort: 'days_in_stock' }, none, NOW))[0]).toBe('old');
  });

  it('orders by views and enquiries from the counters, ties newest first', () => {
    const counts = new Map([
      ['old', { views: 50, enquiries: 1 }],
      ['mid', { views: 5, enquiries: 9 }],
    ]);
    expect(ids(selectStock(rows, { ...base, sort: 'views' }, counts, NOW))).toEqual([
      'old',
      'mid',
      'new',
      'boosted',
    ]);
    expect(ids(selectStock(rows, { ...base, sort: 'enquiries' }, counts, NOW))[0]).toBe('mid');
  });

  it('filters by state, by a running boost and by missing photos', () => {
    expect(ids(selectStock(rows, { ...base, state: 'pending_review' }, none, NOW))).toEqual([
      'mid',
    ]);
    expect(ids(selectStock(rows, { ...base, boosted: '1' }, none, NOW))).toEqual(['boosted']);
    expect(ids(selectStock(rows, { ...base, missing_photos: '1' }, none, NOW))).toEqual(['mid']);
    // Hidden by buyers' reports is not live (decision 067).
    const reported = [...rows, row({ id: 'reported', reports_hidden: true })];
    expect(ids(selectStock(reported, { ...base, state: 'hidden' }, none, NOW))).toEqual([
      'reported',
    ]);
    expect(ids(selectStock(reported, { ...base, state: 'live' }, none, NOW))).not.toContain(
      'reported',
    );
    // A boost that has ended is no boost.
    const later = new Date('2026-05-01T00:00:00Z');
    expect(ids(selectStock(rows, { ...base, boosted: '1' }, none, later))).toEqual([]);
  });
});

describe('expiry in My Listings (decision 072, on the counter items)', () => {
  const rows = [
    row({ id: 'plenty' }),
    row({ id: 'soon' }),
    row({ id: 'ended' }),
    row({ id: 'pending', approval_status: 'pending' }),
  ];
  const day = 86_400_000;
  const at = (days: number) => new Date(NOW.getTime() + days * day).toISOString();
  const counters = new Map([
    ['plenty', { views: 0, enquiries: 0, live_until: at(30), expired: false }],
    ['soon', { views: 0, enquiries: 0, live_until: at(3), expired: false }],
    ['ended', { views: 0, enquiries: 0, live_until: at(-2), expired: true }],
  ]);

  it("tells 'live' from 'expired' by the counters' copy of the flag", () => {
    expect(ids(selectStock(rows, { ...base, state: 'expired' }, counters, NOW))).toEqual(['ended']);
    expect(ids(selectStock(rows, { ...base, state: 'live' }, counters, NOW)).sort()).toEqual([
      'plenty',
      'soon',
    ]);
  });

  it("'Expiring soon' is a live van whose advert ends within 7 days", () => {
    expect(ids(selectStock(rows, { ...base, expiring_soon: '1' }, counters, NOW))).toEqual([
      'soon',
    ]);
    // Three days on, the one with 30 days left still is not; the one with 3 has ended.
    expect(
      ids(
        selectStock(
          rows,
          { ...base, expiring_soon: '1' },
          counters,
          new Date(NOW.getTime() + 4 * day),
        ),
      ),
    ).toEqual([]);
  });

  it("reads every row's counters only when a query asks about expiry or the figures", () => {
    expect(needsCounters({ sort: 'newest' })).toBe(false);
    expect(needsCounters({ sort: 'price_low', state: 'draft' })).toBe(false);
    expect(needsCounters({ sort: 'newest', state: 'live' })).toBe(true);
    expect(needsCounters({ sort: 'newest', state: 'expired' })).toBe(true);
    expect(needsCounters({ sort: 'newest', expiring_soon: '1' })).toBe(true);
    expect(needsCounters({ sort: 'views' })).toBe(true);
  });
});

describe('daysInStock', () => {
  it('counts UK days from listing to today, or to the sale', () => {
    expect(daysInStock(row({ id: 'a', created_at: '2026-03-20T08:00:00.000Z' }), NOW)).toBe(0);
    expect(daysInStock(row({ id: 'a', created_at: '2026-03-01T09:00:00.000Z' }), NOW)).toBe(19);
    const sold = row({
      id: 's',
      status: 'sold',
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-05T23:30:00.000Z',
    });
    // 23:30 UTC on 5 March is 5 March in London (GMT): four days.
    expect(daysInStock(sold, NOW)).toBe(4);
  });
});
