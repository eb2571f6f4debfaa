import {
  SearchPlaceIndexForTextCommand,
  type SearchPlaceIndexForTextCommandOutput,
} from '@aws-sdk/client-location';
import { compactPostcode, formatPostcode, isValidOutcode, outcodeOf } from '#shared/postcode';
import { GeocodingUnavailableError, type Geocoder } from './geocoder';
import { isInUk } from './uk-bounds';

/** The part of LocationClient we use, so tests can hand in a fake (Amazon Location has no local emulator). */
export type PlaceSearchClient = {
  send(
    command: SearchPlaceIndexForTextCommand,
    options?: { abortSignal?: AbortSignal },
  ): Promise<SearchPlaceIndexForTextCommandOutput>;
};

/** A search request must leave time for the rest of the API call (API Gateway stops at 30 s). */
const REQUEST_TIMEOUT_MS = 3000;

/**
 * Geocodes with Amazon Location Service (SearchPlaceIndexForText on an Esri place index), as
 * docs/geocoding.md describes: the formatted postcode plus ', UK', first result.
 */
export function amazonLocationGeocoder(
  client: PlaceSearchClient,
  placeIndexName: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Geocoder {
  return {
    async geocodePostcode(postcode) {
      const formatted = formatPostcode(postcode);
      if (!formatted) return null;
      let output: SearchPlaceIndexForTextCommandOutput;
      try {
        output = await client.send(
          new SearchPlaceIndexForTextCommand({
            IndexName: placeIndexName,
            Text: `${formatted}, UK`,
            FilterCountries: ['GBR'],
            MaxResults: 1,
          }),
          { abortSignal: AbortSignal.timeout(timeoutMs) },
        );
      } catch (error) {
        throw new GeocodingUnavailableError({ cause: error });
      }
      const place = output.Results?.[0]?.Place;
      const point = place?.Geometry?.Point;
      if (!place || !point || point.length < 2) return null;
      // Amazon Location orders positions [longitude, latitude] (GeoJSON order).
      const [longitude, latitude] = point as [number, number];
      const found = { latitude, longitude };
      if (!isInUk(found)) return null;
      if (place.PostalCode && !sameDistrict(place.PostalCode, formatted)) return null;
      return found;
    },
  };
}

/**
 * A fuzzy text search can answer with another district's place for a postcode it does not
 * know; that would put the buyer's search centre in the wrong town. A result without a postal
 * code, or with one we cannot read, is kept.
 */
function sameDistrict(returned: string, asked: string): boolean {
  const compact = compactPostcode(returned);
  const district = outcodeOf(compact) ?? (isValidOutcode(compact) ? compact : undefined);
  return district === undefined || district === outcodeOf(asked);
}
