import type { LatLng } from '#shared/geo';
import { EARTH_RADIUS_MILES } from '#shared/search/constants';
import type { DocColumns } from './columns';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Distances from one origin to rows. The same arithmetic as `distanceMiles` in shared/geo.ts,
 * step for step, so results are identical to the last bit (radius edges and ties agree with
 * it), but with each row's cos(latitude) read from the columns instead of recomputed.
 */
export function distanceFrom(origin: LatLng, columns: DocColumns): (row: number) => number {
  const cosOrigin = Math.cos(toRadians(origin.latitude));
  const { latitude, longitude, cosLatitude } = columns;
  return (row) => {
    const dLat = toRadians(latitude[row]! - origin.latitude);
    const dLng = toRadians(longitude[row]! - origin.longitude);
    const h = Math.sin(dLat / 2) ** 2 + cosOrigin * cosLatitude[row]! * Math.sin(dLng / 2) ** 2;
    return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}
