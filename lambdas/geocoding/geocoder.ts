import type { LatLng } from '#shared/geo';
import { SEARCH_ERROR_CODES } from '#shared/search/response';
import { UnavailableError } from '../platform/errors';

/** Turns a UK postcode into coordinates. Providers are chosen by configuration (create-geocoder.ts). */
export type Geocoder = {
  /**
   * The postcode's coordinates, or null when the provider does not know it. Takes a valid
   * postcode, formatted or not ('M1 9AB', 'm19ab'); anything else is simply not found.
   * Throws GeocodingUnavailableError when the provider cannot answer now.
   */
  geocodePostcode(postcode: string): Promise<LatLng | null>;
};

/** 'Search Error'. */
export const GEOCODING_UNAVAILABLE_MESSAGE = 'An error occurred while searching by postcode';

/**
 * The provider failed (network, throttling, an outage). An UnavailableError, so the HTTP layer
 * answers 503 with the code 'geocoding_unavailable' and a retry-after header.
 */
export class GeocodingUnavailableError extends UnavailableError {
  constructor(options?: { cause?: unknown }) {
    super(GEOCODING_UNAVAILABLE_MESSAGE, SEARCH_ERROR_CODES.geocodingUnavailable);
    if (options && 'cause' in options) this.cause = options.cause;
  }
}
