import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterListingRows,
  ownerMatcher,
  pageOf,
  textMatcher,
  type ListingFilters,
} from '#lambdas/admin/mirror/filter-listings';
import { addDays, ukDayRange, ukDayStart } from '#lambdas/platform/uk-day';
import {
  newestFirst,
  type ListingMirrorRow,
  type UserMirrorRow,
} from '#lambdas/admin/mirror/mirror-rows';

const row = (overrides: Partial<ListingMirrorRow>): ListingMirrorRow => ({
  id: 'a1b2c3',
  user_id: 'user-1',
  title: '2019 Ford Transit Custom',
  make: 'Ford',
  model: 'Transit Custom',
  year: 2019,
  price: 14_995,
  status: 'active',
  approval_status: 'approved',
  created_at: '2026-07-10T12:00:00.000Z',
  updated_at: '2026-07-10T12:00:00.000Z',
  owner_disabled: false,
  ...overrides,
});

const user = (overrides: Partial<UserMirrorRow>): UserMirrorRow => ({
  id: 'user-1',
  email: 'jo@northern-vans.example',
  full_name: 'Jo Bloggs',
  phone_number: null,
  location: 'Leeds',
  website_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  role: 'user',
  tag: null,
  disabled: false,
  ...overrides,
});

const users = [
  user({}),
  user({ id: 'user-2', email: 'sales@van-centre.example', full_name: 'Van Centre Ltd' }),
  user({ id: 'user-3', email: 'amy@example.org', full_name: 'Amy Pond' }),
];

const ids = (rows: readonly ListingMirrorRow[]) => rows.map((r) => r.id);
const filter = (rows: ListingMirrorRow[], filters: ListingFilters) =>
  ids(filterListingRows(rows, users, filters));

describe('UK days', () => {
  it('starts a summer day at 23:00 UTC the day before, a winter day at midnight UTC', () => {
    expect(new Date(ukDayStart('2026-07-01')).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(new Date(ukDayStart('2026-01-15')).toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('knows the days the clocks change (29 March and 25 October 2026)', () => {
    expect(new Date(ukDayStart('2026-03-29')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(ukDayStart('2026-03-30')).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(new Date(ukDayStart('2026-10-25')).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(new Date(ukDayStart('2026-10-26')).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('counts the next day across months and years', () => {
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('makes an inclusive range of days a half-open range of instants', () => {
    const { start, end } = ukDayRange('2026-07-01', '2026-07-01');
    expect(new Date(start).toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-07-01T23:00:00.000Z');
    expect(ukDayRange(undefined, undefined)).toEqual({
      start: Number.NEGATIVE_INFINITY,
      end: Number.POSITIVE_INFINITY,
    });
  });
});

describe('filterListingRows', () => {
  const rows = [
    row({ id: 'late', created_at: '2026-07-01T22:59:59.999Z' }),
    row({ id: 'july-first', created_at: '2026-06-30T23:30:00.000Z' }),
    row({ id: 'june-last', created_at: '2026-06-30T22:59:59.999Z' }),
  ];

  it('reads created from/to as inclusive UK days: 23:30 UTC on 30 June is on 1 July', () => {
    expect(filter(rows, { from: '2026-07-01', to: '2026-07-01' })).toEqual(['late', 'july-first']);
    expect(filter(rows, { to: '2026-06-30' })).toEqual(['june-last']);
    expect(filter(rows, { from: '2026-07-01' })).toEqual(['late', 'july-first']);
    expect(filter(rows, { from: '2026-07-02' })).toEqual([]);
  });

  it('filters by status and approval, and keeps the order it was given', () => {
    const mixed = [
      row({ id: 'a', status: 'sold' }),
      row({ id: 'b', approval_status: 'pending' }),
      row({ id: 'c', status: 'inactive', approval_status: 'rejected' }),
      row({ id: 'd' }),
    ];
    expect(filter(mixed, { status: 'active' })).toEqual(['b', 'd']);
    expect(filter(mixed, { approval: 'approved' })).toEqual(['a', 'd']);
    expect(filter(mixed, { status: 'active', approval: 'pending' })).toEqual(['b']);
    expect(filter(mixed, {})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finds the owner by exact id, or by text in their name or e-mail in any case', () => {
    const owned = [
      row({ id: 'jo', user_id: 'user-1' }),
      row({ id: 'centre', user_id: 'user-2' }),
      row({ id: 'amy', user_id: 'user-3' }),
      row({ id: 'nobody', user_id: 'no-profile' }),
    ];
    expect(filter(owned, { owner: 'user-2' })).toEqual(['centre']);
    expect(filter(owned, { owner: 'VAN CENTRE' })).toEqual(['centre']);
    expect(filter(owned, { owner: 'example.org' })).toEqual(['amy']);
    expect(filter(owned, { owner: 'jo@' })).toEqual(['jo']);
    // Without a profile, only the id finds a listing.
    expect(filter(owned, { owner: 'no-profile' })).toEqual(['nobody']);
    // An id is exact, not a fragment of one.
    expect(filter(owned, { owner: 'user-' })).toEqual([]);
    expect(filter(owned, { owner: '  ' })).toEqual(['jo', 'centre', 'amy', 'nobody']);
  });

  it('finds free text in the id (equal or prefix), title, make, model, or the year', () => {
    const vans = [
      row({ id: 'AbC123', title: 'Tidy van', make: 'Ford', model: 'Transit Custom', year: 2019 }),
      row({ id: 'zz9', title: 'Crew cab', make: 'Volkswagen', model: 'Crafter', year: 2021 }),
      row({ id: 'yy8', title: 'Luton 2019 spec', make: 'Renault', model: 'Master', year: 2017 }),
    ];
    expect(filter(vans, { q: 'abc' })).toEqual(['AbC123']);
    expect(filter(vans, { q: 'ABC123' })).toEqual(['AbC123']);
    expect(filter(vans, { q: 'bc123' })).toEqual([]);
    expect(filter(vans, { q: 'volks' })).toEqual(['zz9']);
    expect(filter(vans, { q: 'custom' })).toEqual(['AbC123']);
    expect(filter(vans, { q: 'CREW' })).toEqual(['zz9']);
    expect(filter(vans, { q: '2021' })).toEqual(['zz9']);
    // The year equal, or the text in the title.
    expect(filter(vans, { q: '2019' })).toEqual(['AbC123', 'yy8']);
    expect(filter(vans, { q: '202' })).toEqual([]);
  });

  it('needs every filter given to hold', () => {
    const vans = [
      row({ id: 'one', user_id: 'user-2', status: 'sold' }),
      row({ id: 'two', user_id: 'user-2' }),
      row({ id: 'three', user_id: 'user-1' }),
    ];
    expect(filter(vans, { owner: 'centre', status: 'active', q: 'ford' })).toEqual(['two']);
  });
});

describe('matchers and pages', () => {
  it('matches an owner id that has no profile', () => {
    expect(ownerMatcher('ghost', users)('ghost')).toBe(true);
    expect(ownerMatcher('ghost', users)('user-1')).toBe(false);
  });

  it('matches text without regard to case', () => {
    expect(textMatcher('TRANSIT')(row({}))).toBe(true);
  });

  it('pages 1-based, a page past the end empty', () => {
    const numbers = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(numbers, 1, 25)).toEqual(numbers.slice(0, 25));
    expect(pageOf(numbers, 3, 25)).toEqual(numbers.slice(50));
    expect(pageOf(numbers, 4, 25)).toEqual([]);
    expect(pageOf(numbers, 99_999, 25)).toEqual([]);
  });
});

describe("the created range over the mirror's order", () => {
  it('keeps exactly the rows a test of each row keeps, for any rows and days', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((offset) => addDays('2026-06-20', offset));
    const instant = fc
      .integer({ min: Date.parse('2026-06-19T00:00:00Z'), max: Date.parse('2026-08-01T00:00:00Z') })
      .map((ms) => new Date(ms).toISOString());
    fc.assert(
      fc.property(
        fc.array(instant, { maxLength: 60 }),
        fc.option(day, { nil: undefined }),
        fc.option(day, { nil: undefined }),
        (instants, from, to) => {
          const rows = instants
            .map((created_at, i) => row({ id: `r${i}`, created_at }))
            .sort(newestFirst);
          const { start, end } = ukDayRange(from, to);
          const expected = rows
            .filter((r) => Date.parse(r.created_at) >= start && Date.parse(r.created_at) < end)
            .map((r) => r.id);
          expect(filterListingRows(rows, [], { from, to }).map((r) => r.id)).toEqual(expected);
        },
      ),
    );
  });
});
