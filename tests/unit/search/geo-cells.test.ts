import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocColumns } from '#lambdas/search/engine/columns';
import { GeoCells } from '#lambdas/search/engine/geo-cells';
import { boundsOf, cellDistanceFloor, latCell, lngCell } from '#lambdas/search/engine/geo-grid';
import { distanceFrom } from '#lambdas/search/engine/row-distance';
import { distanceMiles, type LatLng } from '#shared/geo';
import { EARTH_RADIUS_MILES } from '#shared/search/constants';
import { aSearchDoc, LONDON } from './search-doc-fixture';

/** The point `miles` from `origin` on `bearing` (degrees), by the great-circle formula. */
function destination(origin: LatLng, miles: number, bearing: number): LatLng {
  const rad = Math.PI / 180;
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = origin.latitude * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad),
  );
  const lng2 =
    origin.longitude * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

function candidates(cells: GeoCells, origin: LatLng, miles: number): Set<number> {
  const found = new Set<number>();
  cells.forEachCandidateCell(origin, miles, (rows) => rows.forEach((row) => found.add(row)));
  return found;
}

const anyPoint = fc.record({
  latitude: fc.double({ min: -89.9, max: 89.9, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('boundsOf', () => {
  it('contains every point within the radius, even right at the edge', () => {
    fc.assert(
      fc.property(
        anyPoint,
        fc.double({ min: 0.5, max: 3000, noNaN: true }),
        // The widest longitude on the circle lies near due east or west: test there most.
        fc.oneof(
          fc.double({ min: 0, max: 360, noNaN: true }),
          fc.double({ min: 80, max: 100, noNaN: true }),
          fc.double({ min: 260, max: 280, noNaN: true }),
        ),
        (origin, radius, bearing) => {
          const point = destination(origin, radius, bearing);
          fc.pre(distanceMiles(origin, point) <= radius);
          const { south, north, lngSpan } = boundsOf(origin, radius);
          expect(point.latitude).toBeGreaterThanOrEqual(south);
          expect(point.latitude).toBeLessThanOrEqual(north);
          const gap = Math.abs(((point.longitude - origin.longitude + 540) % 360) - 180);
          expect(gap).toBeLessThanOrEqual(lngSpan);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is tight: a point just beyond the radius due east is outside the span', () => {
    const { lngSpan } = boundsOf(LONDON, 50);
    const beyond = destination(LONDON, 51, 90);
    expect(beyond.longitude - LONDON.longitude).toBeGreaterThan(lngSpan);
  });
});

describe('cellDistanceFloor', () => {
  it('is never above the distance to a point of the cell', () => {
    fc.assert(
      fc.property(
        anyPoint,
        // Near points matter most: there the floor is tight and an overshoot would drop rows.
        fc.oneof(
          anyPoint,
          fc.tuple(
            fc.double({ min: 0, max: 60, noNaN: true }),
            fc.double({ min: 0, max: 360, noNaN: true }),
          ),
        ),
        (origin, placed) => {
          const point = Array.isArray(placed) ? destination(origin, placed[0], placed[1]) : placed;
          const floor = cellDistanceFloor(
            origin,
            latCell(point.latitude),
            lngCell(point.longitude),
          );
          expect(floor).toBeLessThanOrEqual(distanceMiles(origin, point));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('grows with the distance, so far cells can be skipped', () => {
    // Manchester is 163 miles from London: its cell is at least 100 miles away.
    expect(cellDistanceFloor(LONDON, latCell(53.4808), lngCell(-2.2426))).toBeGreaterThan(100);
    expect(cellDistanceFloor(LONDON, latCell(LONDON.latitude), lngCell(LONDON.longitude))).toBe(0);
  });
});

describe('GeoCells', () => {
  it('offers every point within the radius as a candidate, even right at the edge', () => {
    fc.assert(
      fc.property(
        anyPoint,
        fc.double({ min: 0.5, max: 3000, noNaN: true }),
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 1, noNaN: true }),
            fc.double({ min: 0, max: 360, noNaN: true }),
          ),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (origin, radius, placements) => {
          const cells = new GeoCells();
          const points = placements.map(([share, bearing]) =>
            // Half the points exactly on the circle, half inside it.
            destination(origin, share < 0.5 ? radius : radius * share, bearing),
          );
          points.forEach((point, row) => cells.add(row, point.latitude, point.longitude));
          const offered = candidates(cells, origin, radius);
          points.forEach((point, row) => {
            if (distanceMiles(origin, point) <= radius) expect(offered.has(row)).toBe(true);
          });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('leaves out far cells for a small radius', () => {
    const cells = new GeoCells();
    cells.add(0, LONDON.latitude, LONDON.longitude);
    cells.add(1, 53.4808, -2.2426);
    expect([...candidates(cells, LONDON, 10)]).toEqual([0]);
  });

  it('forgets removed rows and keeps the others of the same cell', () => {
    const cells = new GeoCells();
    cells.add(0, 51.5, -0.12);
    cells.add(1, 51.5, -0.12);
    cells.add(2, 51.5, -0.12);
    cells.remove(0);
    cells.remove(7);
    expect([...candidates(cells, LONDON, 5)].sort()).toEqual([1, 2]);
  });

  it('always offers rows it cannot place on the grid', () => {
    const cells = new GeoCells();
    cells.add(0, 95, 0);
    expect([...candidates(cells, LONDON, 1)]).toEqual([0]);
  });
});

describe('row distances', () => {
  it('equal distanceMiles to the last bit', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, (origin, point) => {
        const columns = new DocColumns();
        const doc = aSearchDoc(point);
        const row = columns.allocate(doc.id);
        columns.write(row, doc);
        expect(distanceFrom(origin, columns)(row)).toBe(distanceMiles(origin, point));
      }),
    );
  });
});
