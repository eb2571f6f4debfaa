import { LocationClient } from '@aws-sdk/client-location';
import type { Db } from '../platform/db';
import { dynamo } from '../platform/dynamo';
import { amazonLocationGeocoder, type PlaceSearchClient } from './amazon-location-geocoder';
import { cachedGeocoder, type GeocodeCacheOptions } from './cached-geocoder';
import type { Geocoder } from './geocoder';
import { geocodingConfig, geocodingTableName, type GeocodingConfig } from './geocoding-config';
import { postcodeTableGeocoder } from './postcode-table-geocoder';

export type GeocoderDeps = {
  db: Db;
  /** Only for 'location'; a LocationClient with the default credentials when left out. */
  location?: PlaceSearchClient;
} & Pick<GeocodeCacheOptions, 'memoryEntries' | 'now' | 'log'>;

/**
 * The configured provider behind its caches. Amazon Location answers are cached in memory and
 * in the table (each call costs money and ~100 ms); the postcode table is cached in memory only,
 * because a table cache would be one more GetItem in front of the GetItem it saves.
 */
export function createGeocoder(config: GeocodingConfig, deps: GeocoderDeps): Geocoder {
  const cache = { memoryEntries: deps.memoryEntries, now: deps.now, log: deps.log };
  if (config.provider === 'location') {
    const client = deps.location ?? new LocationClient({});
    return cachedGeocoder(amazonLocationGeocoder(client, config.placeIndexName), {
      ...cache,
      table: { db: deps.db, provider: 'amazon-location' },
    });
  }
  // Postcodes imported while a stage runs should be found within minutes, not tomorrow.
  return cachedGeocoder(postcodeTableGeocoder(deps.db), {
    ...cache,
    notFoundSeconds: TABLE_NOT_FOUND_SECONDS,
  });
}

/** How long the table provider's not-found answers stay in memory. */
export const TABLE_NOT_FOUND_SECONDS = 300;

let instance: Geocoder | undefined;

/** One geocoder per container, from the environment (GEOCODER, PLACE_INDEX_NAME, TABLE_NAME). */
export function geocoder(): Geocoder {
  instance ??= createGeocoder(geocodingConfig(), {
    db: { client: dynamo(), tableName: geocodingTableName() },
  });
  return instance;
}

export function resetGeocoder(): void {
  instance = undefined;
}
