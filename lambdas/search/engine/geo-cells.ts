import type { LatLng } from '#shared/geo';
import { boundsOf, CELL_DEGREES, cellDistanceFloor, latCell, LNG_CELLS, lngCell } from './geo-grid';

export type NearbyCell = { rows: readonly number[]; minMiles: number };

/**
 * Grid of latitude/longitude cells, each listing the rows located in it, so a radius search
 * reads only the rows of nearby cells. Add and remove are O(1) (swap with the cell's last row).
 */
export class GeoCells {
  private readonly cells = new Map<number, number[]>();
  /** Rows whose latitude is outside -90..90: always candidates, as the grid cannot place them. */
  private readonly strays = new Set<number>();
  private cellOf = new Int32Array(1024).fill(-1);
  private slotOf = new Int32Array(1024);

  add(row: number, latitude: number, longitude: number): void {
    this.ensureRow(row);
    if (!(Math.abs(latitude) <= 90) || !Number.isFinite(longitude)) {
      this.strays.add(row);
      return;
    }
    const key = latCell(latitude) * LNG_CELLS + lngCell(longitude);
    let rows = this.cells.get(key);
    if (!rows) {
      rows = [];
      this.cells.set(key, rows);
    }
    this.cellOf[row] = key;
    this.slotOf[row] = rows.length;
    rows.push(row);
  }

  remove(row: number): void {
    if (this.strays.delete(row)) return;
    const key = this.cellOf[row];
    if (key === undefined || key === -1) return;
    const rows = this.cells.get(key)!;
    const slot = this.slotOf[row]!;
    const last = rows.pop()!;
    if (last !== row) {
      rows[slot] = last;
      this.slotOf[last] = slot;
    }
    if (rows.length === 0) this.cells.delete(key);
    this.cellOf[row] = -1;
  }

  /**
   * Calls `visit` with the rows of every cell that may hold rows within `miles` of `origin`
   * (so with every such row, and some farther ones).
   */
  forEachCandidateCell(
    origin: LatLng,
    miles: number,
    visit: (rows: readonly number[]) => void,
  ): void {
    if (this.strays.size > 0) visit([...this.strays]);
    const { south, north, lngSpan } = boundsOf(origin, miles);
    const firstLat = latCell(south);
    const lastLat = latCell(north);
    const allLongitudes = lngSpan >= 180;
    const firstLng = allLongitudes ? 0 : lngCell(origin.longitude - lngSpan);
    const lngCount = allLongitudes
      ? LNG_CELLS
      : Math.min(
          LNG_CELLS,
          Math.floor((origin.longitude + lngSpan + 180) / CELL_DEGREES) -
            Math.floor((origin.longitude - lngSpan + 180) / CELL_DEGREES) +
            1,
        );

    if ((lastLat - firstLat + 1) * lngCount > this.cells.size) {
      // A wide area: reading the occupied cells is cheaper than walking the grid.
      for (const [key, rows] of this.cells) {
        const lat = Math.floor(key / LNG_CELLS);
        const lngOffset = (key % LNG_CELLS) - firstLng + LNG_CELLS;
        if (lat >= firstLat && lat <= lastLat && lngOffset % LNG_CELLS < lngCount) visit(rows);
      }
      return;
    }
    for (let lat = firstLat; lat <= lastLat; lat++) {
      for (let offset = 0; offset < lngCount; offset++) {
        const rows = this.cells.get(lat * LNG_CELLS + ((firstLng + offset) % LNG_CELLS));
        if (rows) visit(rows);
      }
    }
  }

  /** Every occupied cell with a floor of its distance from `origin`, nearest first. */
  cellsNearestFirst(origin: LatLng): NearbyCell[] {
    const cells: NearbyCell[] = [];
    if (this.strays.size > 0) cells.push({ rows: [...this.strays], minMiles: 0 });
    for (const [key, rows] of this.cells) {
      const latIndex = Math.floor(key / LNG_CELLS);
      cells.push({ rows, minMiles: cellDistanceFloor(origin, latIndex, key % LNG_CELLS) });
    }
    // NaN floors (an origin of NaN) sort anywhere: such an origin has no distances to order.
    return cells.sort((a, b) => a.minMiles - b.minMiles);
  }

  private ensureRow(row: number): void {
    if (row < this.cellOf.length) return;
    const size = Math.max(row + 1, this.cellOf.length * 2);
    const cellOf = new Int32Array(size).fill(-1);
    cellOf.set(this.cellOf);
    this.cellOf = cellOf;
    const slotOf = new Int32Array(size);
    slotOf.set(this.slotOf);
    this.slotOf = slotOf;
  }
}
