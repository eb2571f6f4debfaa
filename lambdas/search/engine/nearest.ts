import type { NearbyCell } from './geo-cells';
import type { RowComparator } from './sort-by-key';
import { BestRows } from './top-k';

export type NearestRequest = {
  /** Occupied cells, nearest first (GeoCells.cellsNearestFirst). */
  cells: NearbyCell[];
  /** MATCHED / MATCHED_BOOSTED per row; rows whose mark has a `wanted` bit are ranked. */
  matched: Uint8Array;
  wanted: number;
  /** How many rows have a wanted mark: the walk stops once it has seen them all. */
  wantedCount: number;
  /** Miles from the origin, written into `distance` for every row ranked. */
  distanceOf: (row: number) => number;
  distance: Float64Array;
  byId: RowComparator;
};

/**
 * Positions start..end-1 of the wanted rows, nearest first (ties by id), reading cells outward
 * from the origin and stopping when no farther cell can hold a better row than the ones kept.
 * The first page of a national search reads a handful of cells instead of every van.
 */
export function nearestRows(request: NearestRequest, start: number, end: number): number[] {
  end = Math.min(end, request.wantedCount);
  if (start >= end) return [];
  const { cells, matched, wanted, distanceOf, distance, byId } = request;
  const best = new BestRows(end, (a, b) => distance[a]! - distance[b]! || byId(a, b));
  let seen = 0;
  for (const cell of cells) {
    if (seen === request.wantedCount) break;
    // Every row of this cell and the later ones is at least cell.minMiles away.
    if (best.full && cell.minMiles > distance[best.worst]!) break;
    seen += offerWanted(cell.rows, matched, wanted, distanceOf, distance, best);
  }
  return best.sorted().slice(start, end);
}

// Alone in its function: nothing may follow a long loop (see match-pass.ts).
function offerWanted(
  rows: readonly number[],
  matched: Uint8Array,
  wanted: number,
  distanceOf: (row: number) => number,
  distance: Float64Array,
  best: BestRows,
): number {
  let offered = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if ((matched[row]! & wanted) === 0) continue;
    distance[row] = distanceOf(row);
    best.offer(row);
    offered++;
  }
  return offered;
}
