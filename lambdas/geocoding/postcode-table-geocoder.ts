import { outcodeOf } from '#shared/postcode';
import type { Db } from '../platform/db';
import { getPostcode } from './postcodes-repo';
import { GeocodingUnavailableError, type Geocoder } from './geocoder';

/**
 * Geocodes from our own postcode items (imported with `npm run postcodes:import`): the full
 * postcode when it was imported (ONS Postcode Directory), else the centre of its district.
 * At most two GetItems, 0.5 RCU each.
 */
export function postcodeTableGeocoder(db: Db): Geocoder {
  return {
    async geocodePostcode(postcode) {
      const outcode = outcodeOf(postcode);
      if (!outcode) return null;
      try {
        const point = (await getPostcode(db, postcode)) ?? (await getPostcode(db, outcode));
        return point ? { latitude: point.latitude, longitude: point.longitude } : null;
      } catch (error) {
        throw new GeocodingUnavailableError({ cause: error });
      }
    },
  };
}
