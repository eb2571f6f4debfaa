import type { LatLng } from '#shared/geo';

/**
 * A box around the UK, Channel Islands and Isle of Man included. Coordinates outside it are
 * data errors (swapped columns, a grid reference placeholder such as 99.999999) or a provider's
 * match in another country.
 */
export const UK_BOUNDS = {
  minLatitude: 49,
  maxLatitude: 61,
  minLongitude: -9,
  maxLongitude: 2.5,
} as const;

export function isLatitudeInUk(latitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    latitude >= UK_BOUNDS.minLatitude &&
    latitude <= UK_BOUNDS.maxLatitude
  );
}

export function isLongitudeInUk(longitude: number): boolean {
  return (
    Number.isFinite(longitude) &&
    longitude >= UK_BOUNDS.minLongitude &&
    longitude <= UK_BOUNDS.maxLongitude
  );
}

export function isInUk(point: LatLng): boolean {
  return isLatitudeInUk(point.latitude) && isLongitudeInUk(point.longitude);
}
