import fc from 'fast-check';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { activitySortKey, type ActivityEntry } from '#lambdas/admin/figures/activity';
import { batchFigures, batchHash } from '#lambdas/admin/figures/batch-figures';
import { figuresFromItems } from '#lambdas/admin/figures/figures-from-items';
import { ukDay, ukDaysEnding } from '#lambdas/platform/uk-day';
import { DAILY_FIGURES_DAYS, RECENT_ACTIVITY_ITEMS } from '#shared/admin/dashboard';
import { APPROVAL_STATUSES, LISTING_STATUSES } from '#shared/catalogue/enums';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { profileKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { aProfile, listingRecord, profileRecord } from '../../support/figure-stream-records';
import { listingItem } from '#lambdas/listing/listing-writer';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * HOUR).toISOString();

type ListingState = {
  status: Listing['status'];
  approval_status: Listing['approval_status'];
  owner_disabled: boolean;
  /** Hours before NOW, for a new listing (an edit keeps the listing's created_at). */
  createdHoursAgo: number;
  /** Hours after created_at (capped at NOW) that this write stamps as updated_at. */
  updatedAfterHours: number;
};
type Change =
  | { kind: 'listing'; id: string; state: ListingState | null }
  | { kind: 'profile'; id: string; state: { createdHoursAgo: number; named: boolean } | null };

const listingChange = fc.record({
  kind: fc.constant('listing' as const),
  id: fc.constantFrom('l0', 'l1', 'l2', 'l3', 'l4'),
  state: fc.option(
    fc.record({
      status: fc.constantFrom(...LISTING_STATUSES),
      approval_status: fc.constantFrom(...APPROVAL_STATUSES),
      owner_disabled: fc.boolean(),
      createdHoursAgo: fc.integer({ min: 0, max: 45 * 24 }),
      updatedAfterHours: fc.integer({ min: 0, max: 30 * 24 }),
    }),
    { freq: 5 },
  ),
});
const profileChange = fc.record({
  kind: fc.constant('profile' as const),
  id: fc.constantFrom('u0', 'u1', 'u2'),
  state: fc.option(
    fc.record({ createdHoursAgo: fc.integer({ min: 0, max: 45 * 24 }), named: fc.boolean() }),
    { freq: 4 },
  ),
});
const changes = fc.array(fc.oneof({ arbitrary: listingChange, weight: 3 }, profileChange), {
  maxLength: 80,
});

type History = {
  records: DynamoDBRecord[];
  listings: Map<string, Listing>;
  profiles: Map<string, Profile>;
  /** Brute force: every INSERT's created day and every transition to approved's day. */
  created: string[];
  approved: string[];
  activity: Map<string, ActivityEntry>;
};

/** Plays the changes against a plain map of items, recording the stream and the brute-force counts. */
function play(sequence: readonly Change[]): History {
  const history: History = {
    records: [],
    listings: new Map(),
    profiles: new Map(),
    created: [],
    approved: [],
    activity: new Map(),
  };
  const remember = (entry: ActivityEntry) => history.activity.set(activitySortKey(entry), entry);
  for (const change of sequence) {
    if (change.kind === 'listing') {
      const before = history.listings.get(change.id);
      if (!change.state && !before) continue; // deleting nothing writes no record
      let after: Listing | undefined;
      if (change.state) {
        const createdAt = before?.created_at ?? at(change.state.createdHoursAgo);
        const updatedAt = new Date(
          Math.min(NOW.getTime(), Date.parse(createdAt) + change.state.updatedAfterHours * HOUR),
        ).toISOString();
        after = aListing({
          id: change.id,
          title: `Van ${change.id} ${createdAt}`,
          status: change.state.status,
          approval_status: change.state.approval_status,
          ...(change.state.owner_disabled ? { owner_disabled: true } : {}),
          created_at: createdAt,
          updated_at: updatedAt,
        });
      }
      history.records.push(
        listingRecord(before, after, { at: after?.updated_at ?? NOW.toISOString() }),
      );
      if (after) history.listings.set(change.id, after);
      else history.listings.delete(change.id);
      if (!before && after) {
        history.created.push(ukDay(after.created_at)!);
        remember({
          at: after.created_at,
          kind: 'listing',
          text: `New listing: ${after.title}`,
          href: `/admin/listings/${after.id}`,
          subjectId: after.id,
        });
      }
      if (after?.approval_status === 'approved' && before?.approval_status !== 'approved') {
        history.approved.push(ukDay(after.updated_at)!);
      }
    } else {
      const before = history.profiles.get(change.id);
      if (!change.state && !before) continue;
      const after = change.state
        ? aProfile({
            id: change.id,
            full_name: change.state.named ? `Person ${change.id}` : '',
            email: `${change.id}@example.com`,
            created_at: before?.created_at ?? at(change.state.createdHoursAgo),
          })
        : undefined;
      history.records.push(profileRecord(before, after, { at: NOW.toISOString() }));
      if (after) history.profiles.set(change.id, after);
      else history.profiles.delete(change.id);
      if (!before && after) {
        remember({
          at: after.created_at,
          kind: 'user',
          text: `New user: ${after.full_name || after.email}`,
          href: `/admin/users/${after.id}`,
          subjectId: after.id,
        });
      }
    }
  }
  return history;
}

/** What the totals must be: counted from the final items by the definitions, not by deltas. */
function bruteForceTotals(history: History) {
  const listings = [...history.listings.values()];
  return {
    live: listings.filter(
      (l) => l.status === 'active' && l.approval_status === 'approved' && !l.owner_disabled,
    ).length,
    sold: listings.filter((l) => l.status === 'sold').length,
    pending: listings.filter((l) => l.approval_status === 'pending' && l.status !== 'sold').length,
    users: history.profiles.size,
    revenue_pence: 0,
  };
}

/** The figures items in memory, written as applyFiguresBatch does: the marker decides. */
function createStore() {
  const markers = new Set<string>();
  const totals = { live: 0, sold: 0, pending: 0, users: 0, revenue_pence: 0 };
  const days = new Map<string, { created: number; approved: number }>();
  const activity = new Map<string, ActivityEntry>();
  return {
    totals,
    days,
    activity,
    apply(records: DynamoDBRecord[]) {
      const hash = batchHash(records);
      if (markers.has(hash)) return;
      const batch = batchFigures(records, NOW);
      markers.add(hash);
      for (const name of Object.keys(totals) as (keyof typeof totals)[]) {
        totals[name] += batch.totals[name];
      }
      for (const { day, created, approved } of batch.days) {
        const counts = days.get(day) ?? { created: 0, approved: 0 };
        days.set(day, { created: counts.created + created, approved: counts.approved + approved });
      }
      for (const entry of batch.activity) activity.set(activitySortKey(entry), entry);
    },
  };
}

const newest = (entries: Map<string, ActivityEntry>) =>
  [...entries.keys()]
    .sort()
    .reverse()
    .slice(0, RECENT_ACTIVITY_ITEMS)
    .map((key) => entries.get(key));

const chart = ukDaysEnding(NOW, DAILY_FIGURES_DAYS);
const tally = (days: string[], day: string) => days.filter((d) => d === day).length;

describe('admin figures against a brute-force count', { timeout: 60_000 }, () => {
  it('keeps totals, days and activity exactly, however the stream is batched and retried', () => {
    fc.assert(
      fc.property(
        changes,
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }),
        (sequence, batchSizes, deliveries) => {
          const history = play(sequence);
          const store = createStore();
          for (let start = 0, i = 0; start < history.records.length; i++) {
            const batch = history.records.slice(start, start + batchSizes[i % batchSizes.length]!);
            // A batch delivered again (a retry after its transaction went through) counts once.
            for (let n = 0; n < deliveries[i % deliveries.length]!; n++) store.apply(batch);
            start += batch.length;
          }
          expect(store.totals).toEqual(bruteForceTotals(history));
          for (const day of chart) {
            expect(store.days.get(day) ?? { created: 0, approved: 0 }, day).toEqual({
              created: tally(history.created, day),
              approved: tally(history.approved, day),
            });
          }
          expect(newest(store.activity)).toEqual(newest(history.activity));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same totals from a Scan of the final items as from the stream', () => {
    fc.assert(
      fc.property(changes, (sequence) => {
        const history = play(sequence);
        const items = [
          ...[...history.listings.values()].map((listing) => listingItem(listing)),
          ...[...history.profiles.values()].map((profile) => ({
            ...profile,
            ...profileKey(profile.id),
          })),
        ];
        expect(figuresFromItems(items, NOW).totals).toEqual(bruteForceTotals(history));
      }),
      { numRuns: 200 },
    );
  });
});
