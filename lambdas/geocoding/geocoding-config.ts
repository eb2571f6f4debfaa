import { env, readEnv, type EnvSource } from '../config';

export const GEOCODER_PROVIDERS = ['table', 'location'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

export type GeocodingConfig =
  { provider: 'table' } | { provider: 'location'; placeIndexName: string };

/**
 * GEOCODER picks the provider: 'table' (default; our imported postcode items, the local stage)
 * or 'location' (Amazon Location Service; needs PLACE_INDEX_NAME).
 */
export function geocodingConfig(source?: EnvSource): GeocodingConfig {
  const { GEOCODER, PLACE_INDEX_NAME } = readEnv(source);
  const provider = GEOCODER ?? 'table';
  if (provider === 'table') return { provider };
  if (provider === 'location') {
    const placeIndexName = PLACE_INDEX_NAME;
    if (!placeIndexName) {
      throw new Error('GEOCODER=location needs PLACE_INDEX_NAME (the Amazon Location place index)');
    }
    return { provider, placeIndexName };
  }
  throw new Error(
    `Unknown GEOCODER '${provider}': use ${GEOCODER_PROVIDERS.map((p) => `'${p}'`).join(' or ')}`,
  );
}

/** The table both providers read or cache in (TABLE_NAME, as every handler). */
export function geocodingTableName(): string {
  return env.tableName;
}
