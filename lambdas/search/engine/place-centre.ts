import type { LatLng } from '#shared/geo';
import type { DocColumns } from './columns';

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The centre of a place: the mean direction of its located live listings (their unit vectors
 * summed), which stays right across the meridian where averaging longitudes would not. Null
 * when no live listing in the place says where it is.
 */
export function placeCentre(columns: DocColumns, locationSlug: string): LatLng | null {
  const code = columns.locations.find(locationSlug);
  if (code === -1) return null;
  const sum = sumUnitVectors(columns, code);
  if (sum.count === 0) return null;
  const length = Math.hypot(sum.x, sum.y, sum.z);
  // Points spread evenly round the globe have no centre; no place is like that.
  if (length < 1e-9) return null;
  return {
    latitude: toDegrees(Math.asin(sum.z / length)),
    longitude: toDegrees(Math.atan2(sum.y, sum.x)),
  };
}

// Alone in its function: nothing may follow a long loop (see match-pass.ts).
function sumUnitVectors(columns: DocColumns, code: number) {
  const { alive, location, unitX, unitY, unitZ, rowCount } = columns;
  let x = 0;
  let y = 0;
  let z = 0;
  let count = 0;
  for (let row = 0; row < rowCount; row++) {
    if (alive[row] !== 1 || location[row] !== code || Number.isNaN(unitX[row]!)) continue;
    x += unitX[row]!;
    y += unitY[row]!;
    z += unitZ[row]!;
    count++;
  }
  return { x, y, z, count };
}
