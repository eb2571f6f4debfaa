import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import type { DemoListing } from '#infra/local/demo-data/listing-factory';

export const NOW = new Date('2026-11-22T12:00:00Z');

const cache = new Map<string, DemoListing[]>();

/** Generation is deterministic, so tests share one copy per (count, seed). */
export function demo(count: number, seed = 7): DemoListing[] {
  const key = `${count}:${seed}`;
  let listings = cache.get(key);
  if (!listings) {
    listings = generateDemoListings({ count, seed, now: NOW });
    cache.set(key, listings);
  }
  return listings;
}
