import type { Db } from '#lambdas/platform/db';
import { DEMO_BUYER } from './demo-buyer';
import { bucketOfFilters } from '#lambdas/saved-search/alert-buckets';
import {
  putNewSavedSearch,
  type StoredSavedSearch,
} from '#lambdas/saved-search/saved-searches-repo';
import {
  savedFiltersOf,
  savedQueryOf,
  savedSearchName,
  type AlertFrequency,
} from '#shared/saved-searches';

/** What a small builder keeps an eye on: two searches alerting, one paused for now. */
const SEARCHES: { id: string; query: string; frequency: AlertFrequency; paused: boolean }[] = [
  {
    id: 'demo-search-1',
    query: 'make=ford&model=transit-custom&maxPrice=20000',
    frequency: 'daily',
    paused: false,
  },
  {
    id: 'demo-search-2',
    query: 'make=renault&model=trafic&maxMileage=80000',
    frequency: 'instant',
    paused: false,
  },
  {
    id: 'demo-search-3',
    query: 'fuelType=electric&maxPrice=25000',
    frequency: 'weekly',
    paused: true,
  },
];

/** Stores the demo buyer's saved searches once (kept as they are on later starts). */
export async function seedDemoSavedSearches(db: Db, now: Date): Promise<void> {
  for (const [i, search] of SEARCHES.entries()) {
    const parsed = savedFiltersOf(search.query, now);
    if (!parsed.success) throw new Error(`Demo saved search ${search.id}: ${parsed.error.message}`);
    const at = new Date(now.getTime() - (SEARCHES.length - i) * 86_400_000).toISOString();
    const stored: StoredSavedSearch = {
      id: search.id,
      user_id: DEMO_BUYER.id,
      email: DEMO_BUYER.email,
      name: savedSearchName(parsed.data),
      frequency: search.frequency,
      paused: search.paused,
      query: savedQueryOf(parsed.data),
      origin: null,
      bucket: bucketOfFilters(parsed.data),
      created_at: at,
      updated_at: at,
      pending_alerts: 0,
    };
    try {
      await putNewSavedSearch(db, stored);
    } catch (error) {
      // Already there from an earlier start: kept as the buyer left it.
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
    }
  }
}
