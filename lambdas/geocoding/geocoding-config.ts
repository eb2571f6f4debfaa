import { requiredEnv } from '../config';

export const GEOCODER_PROVIDERS = ['table', 'location'] as const;
export type GeocoderProvider = (typeof GEOCODER_PROVIDERS)[number];

export type GeocodingConfig =
  { provider: 'table' } | { provider: 'location'; placeIndexName: string };

/**
 * GEOCODER picks the provider: 'table' (default; our imported postcode items, the local stage)
 * or 'location' (Amazon Location Service; needs PLACE_INDEX_NAME).
 */
export function geocodingConfig(env: NodeJS.ProcessEnv = process.env): GeocodingConfig {
  const provider = env.GEOCODER?.trim() || 'table';
  if (provider === 'table') return { provider };
  if (provider === 'location') {
    const placeIndexName = env.PLACE_INDEX_NAME?.trim();
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
  return requiredEnv('TABLE_NAME');
}
