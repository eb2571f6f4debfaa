import type { LatLng } from '#shared/geo';
import { EARTH_RADIUS_MILES } from '#shared/search/constants';

/*
 * The latitude/longitude grid of GeoCells and the bounds that make it safe: every bound here
 * errs on the generous side (slack for rounding), so the exact haversine always decides.
 */

/** Cell edge in degrees: about 14 miles north to south, so a 5-mile search reads a few cells. */
export const CELL_DEGREES = 0.2;
export const LAT_CELLS = Math.round(180 / CELL_DEGREES);
export const LNG_CELLS = Math.round(360 / CELL_DEGREES);
const SLACK_DEGREES = 1e-6;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Longitude cell of any longitude, wrapped into -180..180 first. */
export function lngCell(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) / CELL_DEGREES;
  return Math.min(LNG_CELLS - 1, Math.floor(wrapped));
}

export function latCell(latitude: number): number {
  return Math.min(LAT_CELLS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
}

/**
 * A latitude band and a longitude span either side of the origin, sure to contain every point
 * within `miles` of `origin` (lngSpan 180 means every longitude).
 */
export function boundsOf(origin: LatLng, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const latSpan = toDegrees(angle) + SLACK_DEGREES;
  const south = origin.latitude - latSpan;
  const north = origin.latitude + latSpan;
  const everyLongitude = { south, north, lngSpan: 180 };
  if (angle >= Math.PI || north >= 90 || south <= -90) return everyLongitude;
  // The great-circle distance is at least what the longitude gap alone gives at the band's
  // most poleward latitude, so this longitude span cannot leave a point out.
  const minCos = Math.cos(toRadians(Math.max(Math.abs(south), Math.abs(north))));
  const sinHalf = Math.sin(angle / 2) / Math.sqrt(Math.cos(toRadians(origin.latitude)) * minCos);
  if (!(sinHalf < 1)) return everyLongitude;
  return { south, north, lngSpan: toDegrees(2 * Math.asin(sinHalf)) + SLACK_DEGREES };
}

/**
 * A lower bound of the distance in miles from `origin` to any point of the cell: the larger of
 * what the latitude gap alone and the longitude gap alone force on a great circle.
 */
export function cellDistanceFloor(origin: LatLng, latIndex: number, lngIndex: number): number {
  const south = latIndex * CELL_DEGREES - 90 - SLACK_DEGREES;
  const north = south + CELL_DEGREES + 2 * SLACK_DEGREES;
  const latGap = Math.max(0, south - origin.latitude, origin.latitude - north);
  const byLatitude = EARTH_RADIUS_MILES * toRadians(latGap);

  const west = lngIndex * CELL_DEGREES - 180 - SLACK_DEGREES;
  const width = CELL_DEGREES + 2 * SLACK_DEGREES;
  // Degrees east of the cell's west edge, and the gap to the nearer edge (0 inside the cell).
  const east = (((origin.longitude - west) % 360) + 360) % 360;
  const lngGap = east <= width ? 0 : Math.min(east - width, 360 - east);
  const minCos = Math.cos(toRadians(Math.min(90, Math.max(Math.abs(south), Math.abs(north)))));
  const h = Math.max(0, Math.cos(toRadians(origin.latitude)) * minCos);
  const byLongitude =
    2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h) * Math.sin(toRadians(lngGap) / 2)));
  // Shaved a little, so rounding in the exact distances can never dip below it.
  return Math.max(0, Math.max(byLatitude, byLongitude) * (1 - 1e-12) - 1e-9);
}
