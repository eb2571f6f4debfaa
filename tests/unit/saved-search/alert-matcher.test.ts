import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '#shared/geo';
import { RADIUS_CHOICES, type Radius } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { effectiveSort } from '#shared/search/sort';
import { savedFiltersOf, savedQueryOf } from '#shared/saved-searches';
import { bucketOfFilters } from '#lambdas/saved-search/alert-buckets';
import {
  matchListingChanges,
  type BucketSource,
  type ListingChange,
} from '#lambdas/saved-search/match-listing-changes';
import type { BucketEntry } from '#lambdas/saved-search/saved-searches-repo';
import type { SearchDoc } from '#lambdas/search/types';
import { docArbitrary, filtersArbitrary } from '../search/arbitraries';
import { oracleQuery } from '../search/oracle';
import { NOW } from '../search/search-doc-fixture';

/** The buckets as the table holds them: each entry in the bucket its filters name. */
function bucketsOf(entries: readonly BucketEntry[]): BucketSource {
  return {
    entries: async (names) =>
      new Map(
        names.map((name) => [
          name,
          entries.filter((entry) => {
            const parsed = savedFiltersOf(entry.query, NOW);
            return parsed.success && bucketOfFilters(parsed.data) === name;
          }),
        ]),
      ),
  };
}

const place = fc.option(
  fc.record({
    origin: fc.constantFrom<LatLng>(
      { latitude: 51.5074, longitude: -0.1278 },
      { latitude: 53.4808, longitude: -2.2426 },
      { latitude: 52.4862, longitude: -1.8904 },
    ),
    radius: fc.constantFrom<Radius>(...RADIUS_CHOICES, 'national'),
  }),
  { freq: 3 },
);

/** A saved search of these filters (and place), as the API stores it; null if refused. */
function savedSearchOf(
  filters: SearchFilters,
  where: { origin: LatLng; radius: Radius } | null,
): { entry: BucketEntry; filters: SearchFilters } | null {
  const withPlace: SearchFilters = where
    ? { ...filters, postcode: 'M1 1AA', radius: where.radius }
    : filters;
  const query = savedQueryOf(withPlace);
  const parsed = savedFiltersOf(query, NOW);
  if (!parsed.success) return null;
  return {
    entry: {
      search_id: 's1',
      user_id: 'u1',
      frequency: 'daily',
      query,
      origin: where?.origin ?? null,
    },
    filters: parsed.data,
  };
}

/** Whether the results page (the engine's specification, the oracle) shows this van. */
function resultsPageShows(
  doc: SearchDoc,
  filters: SearchFilters,
  where: { origin: LatLng; radius: Radius } | null,
): boolean {
  return (
    oracleQuery([doc], {
      filters,
      origin: where?.origin ?? null,
      radiusMiles: where && where.radius !== 'national' ? where.radius : null,
      sort: effectiveSort(filters),
      page: 1,
      pageSize: 1,
      now: NOW,
    }).total === 1
  );
}

const match = (entries: BucketEntry[], changes: ListingChange[]) =>
  matchListingChanges({ buckets: bucketsOf(entries), filters: new Map() }, changes, NOW);

describe('the saved-search alert matcher (issue 32 §7)', { timeout: 60_000 }, () => {
  it('alerts a new listing to a search exactly when the results page would show it', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, place, docArbitrary('L1'), async (filters, where, doc) => {
        const saved = savedSearchOf(filters, where);
        fc.pre(saved !== null);
        const alerts = await match([saved!.entry], [{ before: undefined, after: doc }]);
        const shown = resultsPageShows(doc, saved!.filters, where);
        expect(alerts.map((alert) => [alert.listing.id, alert.kind])).toEqual(
          shown ? [['L1', 'new']] : [],
        );
      }),
      { numRuns: 300 },
    );
  });

  it('alerts a price drop only on a listing that matched before and after', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, place, docArbitrary('L2'), async (filters, where, doc) => {
        const saved = savedSearchOf(filters, where);
        fc.pre(saved !== null);
        const before = { ...doc, price: doc.price + 500 };
        const alerts = await match([saved!.entry], [{ before, after: doc }]);
        const shownBefore = resultsPageShows(before, saved!.filters, where);
        const shownAfter = resultsPageShows(doc, saved!.filters, where);
        const expected = shownAfter
          ? [[shownBefore ? `price-${doc.price}` : 'new', shownBefore ? before.price : null]]
          : [];
        expect(alerts.map((alert) => [alert.kind, alert.previousPrice])).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('does not alert a listing that matched before at the same or a higher price', async () => {
    const saved = savedSearchOf({ make: 'ford' }, null)!;
    const doc = (price: number) => ({
      ...fc.sample(docArbitrary('L3'), { numRuns: 1, seed: 7 })[0]!,
      make: 'Ford',
      make_slug: 'ford',
      model: 'Transit',
      model_slug: 'transit',
      price,
    });
    expect(await match([saved.entry], [{ before: doc(5000), after: doc(5000) }])).toEqual([]);
    expect(await match([saved.entry], [{ before: doc(5000), after: doc(5500) }])).toEqual([]);
    expect(await match([saved.entry], [{ before: doc(5000), after: doc(4500) }])).toHaveLength(1);
  });

  it('finds a model search by its close variants, as the results page does', async () => {
    const saved = savedSearchOf({ make: 'man', model: 'tge' }, null)!;
    const van = {
      ...fc.sample(docArbitrary('L4'), { numRuns: 1, seed: 3 })[0]!,
      make: 'MAN',
      make_slug: 'man',
      model: 'TGE Panel Van',
      model_slug: 'tge-panel-van',
    };
    const alerts = await match([saved.entry], [{ before: undefined, after: van }]);
    expect(alerts.map((alert) => alert.listing.id)).toEqual(['L4']);
  });
});
