import type { LatLng } from '#shared/geo';
import { compactPostcode, isValidPostcode } from '#shared/postcode';
import type { Db } from '../platform/db';
import { createLogger, type Logger } from '../platform/logger';
import { readCachedAnswer, writeCachedAnswer } from './geocode-cache-table';
import type { Geocoder } from './geocoder';
import { LruCache } from './lru-cache';

const DAY_SECONDS = 24 * 60 * 60;
/** Postcode centroids barely move; a month keeps provider calls (and their cost) rare. */
export const FOUND_TTL_SECONDS = 30 * DAY_SECONDS;
/** Short, so a postcode the provider learns (new builds) is found again soon. */
export const NOT_FOUND_TTL_SECONDS = DAY_SECONDS;
export const DEFAULT_MEMORY_ENTRIES = 5000;

export type GeocodeCacheOptions = {
  /** Answers kept in this container's memory; default 5,000 (a few hundred kilobytes). */
  memoryEntries?: number;
  /**
   * Also keep answers in the table, shared by every container and surviving cold starts. Leave
   * it out for a provider that reads the table itself: the cache would cost as much as it saves.
   */
  table?: { db: Db; provider: string };
  /** How long a not-found answer is kept; default NOT_FOUND_TTL_SECONDS. */
  notFoundSeconds?: number;
  now?: () => Date;
  log?: Pick<Logger, 'warn'>;
};

/**
 * Wraps a geocoder with an in-memory LRU and optionally a DynamoDB cache. Provider failures are
 * never cached; cache failures never fail the request (logged, then the provider answers).
 */
export function cachedGeocoder(inner: Geocoder, options: GeocodeCacheOptions = {}): Geocoder {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? createLogger({ component: 'geocoding' });
  const memory = new LruCache<LatLng | null>(options.memoryEntries ?? DEFAULT_MEMORY_ENTRIES, () =>
    now().getTime(),
  );
  // Concurrent searches for one postcode (the local stage serves many at once) ask once.
  const inFlight = new Map<string, Promise<LatLng | null>>();
  const table = options.table;

  async function fromTable(compact: string, nowSeconds: number) {
    if (!table) return undefined;
    try {
      return await readCachedAnswer(table.db, compact, nowSeconds);
    } catch (error) {
      log.warn('geocode cache read failed; asking the provider', { error: describe(error) });
      return undefined;
    }
  }

  async function toTable(compact: string, point: LatLng | null, expiresAt: number) {
    if (!table) return;
    try {
      await writeCachedAnswer(table.db, compact, { point, expiresAt }, table.provider, now());
    } catch (error) {
      log.warn('geocode cache write failed', { error: describe(error) });
    }
  }

  async function resolve(compact: string): Promise<LatLng | null> {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const cached = await fromTable(compact, nowSeconds);
    if (cached) {
      memory.set(compact, cached.point, (cached.expiresAt - nowSeconds) * 1000);
      return cached.point;
    }
    const point = await inner.geocodePostcode(compact);
    const ttl = point ? FOUND_TTL_SECONDS : (options.notFoundSeconds ?? NOT_FOUND_TTL_SECONDS);
    memory.set(compact, point, ttl * 1000);
    await toTable(compact, point, nowSeconds + ttl);
    return point;
  }

  return {
    async geocodePostcode(postcode) {
      if (!isValidPostcode(postcode)) return null;
      const compact = compactPostcode(postcode);
      const remembered = memory.get(compact);
      if (remembered !== undefined) return remembered;
      let pending = inFlight.get(compact);
      if (!pending) {
        pending = resolve(compact).finally(() => inFlight.delete(compact));
        inFlight.set(compact, pending);
      }
      return pending;
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
