import { describe, expect, it } from 'vitest';
import {
  batchFigures,
  batchHash,
  countedDays,
  isEmptyBatch,
} from '#lambdas/admin/figures/batch-figures';
import { recordFigures } from '#lambdas/admin/figures/record-figures';
import { addDays, ukDay, ukDaysEnding } from '#lambdas/platform/uk-day';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';
import {
  aProfile,
  listingRecord,
  profileRecord,
  streamRecord,
} from '../../support/figure-stream-records';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const totals = (t: Partial<Record<string, number>>) => ({
  live: 0,
  sold: 0,
  pending: 0,
  users: 0,
  revenue_pence: 0,
  ...t,
});

describe('UK days', () => {
  it.each([
    ['2026-01-31T23:30:00.000Z', '2026-01-31'], // GMT: the UTC day
    ['2026-06-30T23:30:00.000Z', '2026-07-01'], // BST: already the next day in London
    ['2026-03-29T00:30:00.000Z', '2026-03-29'], // the night the clocks go forward
    ['2026-10-24T23:30:00.000Z', '2026-10-25'], // the night they go back
  ])('puts %s on %s', (at, day) => {
    expect(ukDay(at)).toBe(day);
  });

  it('refuses a time that does not parse', () => {
    expect(ukDay('yesterday')).toBeUndefined();
  });

  it('counts 30 consecutive days, today last, across a clock change', () => {
    const days = ukDaysEnding(new Date('2026-04-10T23:30:00.000Z'), 30);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe('2026-04-11');
    expect(days[0]).toBe('2026-03-13');
    days.slice(1).forEach((day, i) => expect(addDays(days[i]!, 1)).toBe(day));
  });
});

describe('what one change moves', () => {
  const live = aListing({
    id: 'l1',
    created_at: '2026-11-18T10:00:00.000Z',
    updated_at: '2026-11-18T10:00:00.000Z',
  });
  const pending = { ...live, approval_status: 'pending' as const };

  it('counts a new live listing: live, created and approved on its days, and its activity', () => {
    expect(recordFigures(listingRecord(undefined, live), NOW)).toEqual({
      totals: totals({ live: 1 }),
      created: '2026-11-18',
      approved: '2026-11-18',
      activity: {
        at: '2026-11-18T10:00:00.000Z',
        kind: 'listing',
        text: 'New listing: 2019 Ford Transit Custom',
        href: '/admin/listings/l1',
        subjectId: 'l1',
      },
    });
  });

  it('counts a new listing waiting for review as pending, not approved', () => {
    const figures = recordFigures(listingRecord(undefined, pending), NOW)!;
    expect(figures.totals).toEqual(totals({ pending: 1 }));
    expect(figures.created).toBe('2026-11-18');
    expect(figures.approved).toBeUndefined();
  });

  it('counts an approval on the day of the change, moving pending to live', () => {
    const approved = { ...live, updated_at: '2026-11-20T09:00:00.000Z' };
    expect(recordFigures(listingRecord(pending, approved), NOW)).toEqual({
      totals: totals({ live: 1, pending: -1 }),
      approved: '2026-11-20',
    });
  });

  it('moves live to sold, and a sold listing waiting for review out of pending', () => {
    const sold = { ...live, status: 'sold' as const };
    expect(recordFigures(listingRecord(live, sold), NOW)?.totals).toEqual(
      totals({ live: -1, sold: 1 }),
    );
    expect(
      recordFigures(listingRecord(pending, { ...pending, status: 'sold' }), NOW)?.totals,
    ).toEqual(totals({ pending: -1, sold: 1 }));
  });

  it('takes a deleted listing out of every total it was in', () => {
    expect(recordFigures(listingRecord(live, undefined), NOW)).toEqual({
      totals: totals({ live: -1 }),
    });
  });

  it("takes a disabled seller's listing out of live, and puts it back", () => {
    const hidden = { ...live, owner_disabled: true };
    expect(recordFigures(listingRecord(live, hidden), NOW)?.totals).toEqual(totals({ live: -1 }));
    expect(recordFigures(listingRecord(hidden, live), NOW)?.totals).toEqual(totals({ live: 1 }));
  });

  it('moves nothing for an edit that changes no figure', () => {
    const figures = recordFigures(listingRecord(live, { ...live, price: 9999 }), NOW);
    expect(figures).toEqual({ totals: totals({}) });
    expect(isEmptyBatch(batchFigures([listingRecord(live, { ...live, price: 1 })], NOW))).toBe(
      true,
    );
  });

  it('counts a new profile as a user, with its activity, and a removed one no more', () => {
    const profile = aProfile({ id: 'u1' });
    expect(recordFigures(profileRecord(undefined, profile), NOW)).toEqual({
      totals: totals({ users: 1 }),
      activity: {
        at: profile.created_at,
        kind: 'user',
        text: 'New user: Sam Patel',
        href: '/admin/users/u1',
        subjectId: 'u1',
      },
    });
    expect(recordFigures(profileRecord(profile, { ...profile, full_name: 'S P' }), NOW)).toEqual({
      totals: totals({}),
    });
    expect(recordFigures(profileRecord(profile, undefined), NOW)?.totals).toEqual(
      totals({ users: -1 }),
    );
  });

  it('names a user without a name by their e-mail address', () => {
    const profile = aProfile({ id: 'u2', full_name: '  ' });
    expect(recordFigures(profileRecord(undefined, profile), NOW)?.activity?.text).toBe(
      'New user: sam@example.com',
    );
  });

  it('ignores every other item, including the listing counter and tombstone', () => {
    for (const [PK, SK] of [
      ['LISTING#l1', 'LISTING#VIEWS'],
      ['LISTING#l1', 'DELETED'],
      ['USER#u1', 'LISTING_TALLY'],
      ['FIGURES', 'TOTALS'],
    ] as const) {
      expect(recordFigures(streamRecord({ PK, SK }, undefined, { views: 1 }), NOW)).toBeUndefined();
    }
  });

  it('counts an image the listing schema would refuse, by what it can read of it', () => {
    const odd = {
      id: 'odd',
      status: 'active',
      approval_status: 'approved',
      year: 2020,
      make: 'Ford',
      model: 'Transit',
    };
    const figures = recordFigures(
      streamRecord({ PK: 'LISTING#odd', SK: 'LISTING' }, undefined, odd, {
        at: '2026-11-19T08:00:00.000Z',
      }),
      NOW,
    )!;
    expect(figures.totals).toEqual(totals({ live: 1 }));
    // No created_at or updated_at: the stream's own time.
    expect(figures.created).toBe('2026-11-19');
    expect(figures.approved).toBe('2026-11-19');
    expect(figures.activity).toMatchObject({
      at: '2026-11-19T08:00:00.000Z',
      text: 'New listing: 2020 Ford Transit',
    });
  });
});

describe('a batch', () => {
  const listing = (n: number, overrides: Partial<Listing> = {}) =>
    aListing({
      id: `b${n}`,
      title: `Van ${n}`,
      created_at: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
      updated_at: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
      ...overrides,
    });

  it('sums the changes of its records, by day', () => {
    const a = listing(1);
    const b = listing(2, { approval_status: 'pending' });
    const batch = batchFigures(
      [
        listingRecord(undefined, a),
        listingRecord(undefined, b),
        listingRecord(b, {
          ...b,
          approval_status: 'approved',
          updated_at: '2026-11-11T15:00:00.000Z',
        }),
        listingRecord(a, { ...a, status: 'sold', updated_at: '2026-11-19T08:00:00.000Z' }),
        profileRecord(undefined, aProfile({ id: 'u9', created_at: '2026-11-12T00:00:00.000Z' })),
      ],
      NOW,
    );
    expect(batch.totals).toEqual(totals({ live: 1, sold: 1, users: 1 }));
    expect(batch.days).toEqual([
      { day: '2026-11-11', created: 1, approved: 2 },
      { day: '2026-11-12', created: 1, approved: 0 },
    ]);
    expect(batch.activity.map((entry) => entry.text)).toEqual([
      'New listing: Van 2',
      'New user: Sam Patel',
      'New listing: Van 1',
    ]);
  });

  it('keeps only its five newest activity lines', () => {
    const records = [1, 2, 3, 4, 5, 6, 7].map((n) => listingRecord(undefined, listing(n)));
    expect(batchFigures(records, NOW).activity.map((entry) => entry.subjectId)).toEqual([
      'b7',
      'b6',
      'b5',
      'b4',
      'b3',
    ]);
  });

  it('drops days the chart can no longer show, so a batch fits one transaction', () => {
    const { from, to } = countedDays(NOW);
    expect([from, to]).toEqual(['2026-10-21', '2026-11-21']);
    const old = aListing({
      id: 'old',
      created_at: '2026-09-01T10:00:00.000Z',
      updated_at: '2026-09-01T10:00:00.000Z',
    });
    const batch = batchFigures([listingRecord(undefined, old)], NOW);
    expect(batch.days).toEqual([]);
    expect(batch.totals).toEqual(totals({ live: 1 }));
    // Days of 100 listings created over a year: never more than the window's 32.
    const year = Array.from({ length: 100 }, (_, i) => {
      const at = new Date(NOW.getTime() - i * 3.65 * 86_400_000).toISOString();
      return listingRecord(undefined, aListing({ id: `y${i}`, created_at: at, updated_at: at }));
    });
    expect(batchFigures(year, NOW).days.length).toBeLessThanOrEqual(32);
  });

  it('is known by its records: the same ones give the same hash, others another', () => {
    const records = [1, 2, 3].map((n) => listingRecord(undefined, listing(n)));
    expect(batchHash(records)).toBe(batchHash([...records]));
    expect(batchHash(records)).not.toBe(batchHash(records.slice(0, 2)));
    expect(batchHash(records)).not.toBe(batchHash([records[1]!, records[0]!, records[2]!]));
    expect(batchHash(records)).toMatch(/^[0-9a-f]{64}$/);
  });
});
