import type { LatLng } from '#shared/geo';
import { DEFAULT_RADIUS_MILES } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { savedFiltersOf } from '#shared/saved-searches';
import { createSearchIndex, type SearchDoc } from '#lambdas/search';
import { bucketsOfListing } from './alert-buckets';
import type { AlertedListing } from './alerts-repo';
import type { BucketEntry } from './saved-searches-repo';

/** A live listing's change: its search document before (if it was live) and after. */
export type ListingChange = { before: SearchDoc | undefined; after: SearchDoc };

/** One alert to record: this search, this listing, new or a price drop. */
export type AlertToMake = {
  entry: BucketEntry;
  kind: string;
  previousPrice: number | null;
  listing: AlertedListing;
};

/** The active saved searches of each bucket named (AlertBucketCache in a Lambda). */
export type BucketSource = {
  entries(bucketNames: readonly string[]): Promise<Map<string, BucketEntry[]>>;
};

export type MatcherState = {
  buckets: BucketSource;
  /** Parsed filters by saved query string, kept for the container's life (parsing costs more than matching). */
  filters: Map<string, SearchFilters | null>;
};

const MAX_PARSED_FILTERS = 200_000;

function filtersOf(state: MatcherState, query: string): SearchFilters | null {
  let filters = state.filters.get(query);
  if (filters === undefined) {
    const parsed = savedFiltersOf(query);
    // A query no longer valid (a make dropped from the catalogue) matches nothing.
    filters = parsed.success ? parsed.data : null;
    if (state.filters.size >= MAX_PARSED_FILTERS) state.filters.clear();
    state.filters.set(query, filters);
  }
  return filters;
}

export function alertedListingOf(doc: SearchDoc): AlertedListing {
  return {
    id: doc.id,
    title: doc.title,
    headline: doc.headline ?? null,
    make: doc.make,
    model: doc.model,
    year: doc.year,
    location: doc.location,
    price: doc.price,
    mileage: doc.mileage,
    image_url: doc.image_url,
  };
}

const afterId = (i: number) => `${i}~after`;
const beforeId = (i: number) => `${i}~before`;

/**
 * The alerts a batch of listing changes makes (docs/decisions/065-saved-searches-and-alerts.md):
 * a listing that matches a saved search now and did not before is 'new' to it; one that matched
 * before and after at a lower price is a price drop. Only the buckets the listings' make can
 * match are read, and the matching is the search engine's own: the changed documents
 * go into a small index of their own and each distinct saved filter set is queried on it once,
 * as the results page would query the whole index, so the two can never disagree.
 */
export async function matchListingChanges(
  state: MatcherState,
  changes: readonly ListingChange[],
  now: Date,
): Promise<AlertToMake[]> {
  if (changes.length === 0) return [];
  const bucketNames = changes.flatMap((change) => bucketsOfListing(change.after));
  const buckets = await state.buckets.entries(bucketNames);

  const docs: SearchDoc[] = [];
  changes.forEach((change, i) => {
    docs.push({ ...change.after, id: afterId(i) });
    if (change.before) docs.push({ ...change.before, id: beforeId(i) });
  });
  const index = createSearchIndex(docs);

  // Searches with the same filters and place are asked once.
  const groups = new Map<
    string,
    { filters: SearchFilters; origin: LatLng | null; entries: BucketEntry[] }
  >();
  const seen = new Set<string>();
  for (const name of new Set(bucketNames)) {
    for (const entry of buckets.get(name) ?? []) {
      if (seen.has(entry.search_id)) continue;
      seen.add(entry.search_id);
      const filters = filtersOf(state, entry.query);
      if (!filters) continue;
      const origin = filters.postcode ? entry.origin : null;
      if (filters.postcode && !origin) continue;
      const key = origin ? `${entry.query}|${origin.latitude},${origin.longitude}` : entry.query;
      const group = groups.get(key);
      if (group) group.entries.push(entry);
      else groups.set(key, { filters, origin, entries: [entry] });
    }
  }

  const alerts: AlertToMake[] = [];
  for (const { filters, origin, entries } of groups.values()) {
    const radius = origin ? (filters.radius ?? DEFAULT_RADIUS_MILES) : null;
    const ids = index.matchingIds({
      filters,
      origin,
      radiusMiles: radius === 'national' ? null : radius,
      now,
    });
    if (ids.length === 0) continue;
    const matched = new Set(ids);
    changes.forEach((change, i) => {
      if (!matched.has(afterId(i))) return;
      const matchedBefore = matched.has(beforeId(i));
      const drop = matchedBefore && change.before!.price > change.after.price;
      if (matchedBefore && !drop) return;
      const listing = alertedListingOf(change.after);
      for (const entry of entries) {
        alerts.push({
          entry,
          kind: drop ? `price-${change.after.price}` : 'new',
          previousPrice: drop ? change.before!.price : null,
          listing,
        });
      }
    });
  }
  return alerts;
}
