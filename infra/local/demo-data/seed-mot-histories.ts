import type { Listing } from '#shared/listing';
import { motDueKey, motHistoryKey } from '#shared/table-keys';
import type { Db } from '#lambdas/platform/db';
import { batchPutItems } from '#lambdas/platform/batch-write';
import { wantsMotHistory } from '#lambdas/vehicle/fetch-mot-history';
import { motHistoryFromDvsa } from '#lambdas/vehicle/mot-history-from-dvsa';
import type { StoredMotHistory } from '#lambdas/vehicle/mot-history-repo';
import { demoMotVehicle, type DemoMotInput } from './demo-mot-history';

/** What the stand-in needs of each demo van to answer its plate (the data directory's file). */
export function demoMotInputOf(listing: Listing): DemoMotInput | undefined {
  if (!listing.registration) return undefined;
  const { id, registration, year, mileage, created_at, make, model } = listing;
  return { id, registration, year, mileage, created_at, make, model };
}

/**
 * The MOT histories of the demo listings that keep one (live or in review, with a plate), and
 * their refresh queue entries, written as the approval would have written them but without an
 * HTTP call each: made by the same function the stand-in answers with (demo-mot-history.ts).
 * Written before the listings, so the stream's fetcher finds them fresh and fetches nothing.
 */
export async function seedMotHistories(db: Db, listings: Listing[], fetchedAt: Date) {
  const items: Record<string, unknown>[] = [];
  for (const listing of listings) {
    const input = demoMotInputOf(listing);
    if (!input || !wantsMotHistory(listing)) continue;
    const vehicle = demoMotVehicle(input);
    if (!vehicle) continue;
    const stored: StoredMotHistory = {
      listing_id: listing.id,
      registration: input.registration as string,
      ...motHistoryFromDvsa(vehicle, fetchedAt),
    };
    items.push({ ...motHistoryKey(listing.id), ...stored });
    items.push({ ...motDueKey(stored.fetched_at, listing.id), listing_id: listing.id });
  }
  await batchPutItems(db, items);
}
