import type { LatLng } from '#shared/geo';
import { EARTH_RADIUS_MILES } from '#shared/search/constants';
import { unitVector, type DocColumns } from './columns';
import { distanceFrom } from './row-distance';

/**
 * Whether rows are within `miles` of an origin, cheaply: the squared chord between unit vectors
 * grows with the great-circle distance (chord² = 4·haversine), so away from the edge it decides
 * with six multiplications. Within a hair of the edge, `exact` applies the haversine of
 * shared/geo itself, so the answer is always the specification's.
 */
export type RadiusTest = {
  columns: DocColumns;
  /** The origin as a unit vector. */
  x: number;
  y: number;
  z: number;
  /** Squared chords below this are within the radius, above surelyOut outside it. */
  surelyIn: number;
  surelyOut: number;
  exact: (row: number) => boolean;
};

export function radiusTest(origin: LatLng, miles: number, columns: DocColumns): RadiusTest {
  const [x, y, z] = unitVector(origin.latitude, origin.longitude);
  const distanceOf = distanceFrom(origin, columns);
  const exact = (row: number) => distanceOf(row) <= miles;
  const angle = miles / EARTH_RADIUS_MILES;
  if (!(angle >= 0)) return { columns, x, y, z, surelyIn: -1, surelyOut: -1, exact };
  if (angle >= Math.PI) {
    // Half the circumference or more: every located point is within.
    return { columns, x, y, z, surelyIn: Infinity, surelyOut: Infinity, exact };
  }
  const chord = 4 * Math.sin(angle / 2) ** 2;
  const margin = chord * 1e-9 + 1e-15;
  return { columns, x, y, z, surelyIn: chord - margin, surelyOut: chord + margin, exact };
}
