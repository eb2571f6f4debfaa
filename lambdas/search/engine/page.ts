import type { SortKey } from '#shared/search/constants';
import type { DocColumns } from './columns';
import { byId, type OrderName } from './orders';
import { MATCHED, MATCHED_BOOSTED } from './scratch';
import { nearestRows, type NearestRequest } from './nearest';

export type PageRequest = {
  sort: SortKey;
  /** 0-based position of the page's first result, and one past its last. */
  start: number;
  end: number;
  total: number;
  /** Results boosted now. */
  boosted: number;
  /** MATCHED or MATCHED_BOOSTED per result row (scratch.matched). */
  matched: Uint8Array;
  order: (name: OrderName) => Int32Array;
  /** In radius mode: what ranking by distance needs. */
  nearby: Pick<NearestRequest, 'cells' | 'distanceOf' | 'distance'> | null;
};

const ANY_MATCH = MATCHED | MATCHED_BOOSTED;

/**
 * Rows start..end-1 of a presorted order, keeping rows whose matched mark has a `wanted` bit.
 * Reads the order only as far as the page's last row.
 */
function walk(order: Int32Array, matched: Uint8Array, wanted: number, skip: number, take: number) {
  const rows: number[] = [];
  if (take <= 0) return rows;
  for (let i = 0; i < order.length; i++) {
    const row = order[i]!;
    if ((matched[row]! & wanted) === 0) continue;
    if (skip > 0) skip--;
    else if (rows.push(row) === take) break;
  }
  return rows;
}

/** The page's rows in result order (the sort orders of decision 010). */
export function pageRows(request: PageRequest, columns: DocColumns): number[] {
  const { start, total, boosted, matched, order, nearby } = request;
  const end = Math.min(request.end, total);
  if (start >= end) return [];
  const sort = request.sort === 'distance' && !nearby ? 'featured' : request.sort;

  if (sort === 'distance') return nearest(request, columns, ANY_MATCH, total, start, end);
  if (sort !== 'featured') return walk(order(sort), matched, ANY_MATCH, start, end - start);

  // Top of Search results first, the latest bought first; then the rest, nearest or newest first.
  const pinned = walk(
    order('boost'),
    matched,
    MATCHED_BOOSTED,
    start,
    Math.min(end, boosted) - start,
  );
  const restStart = Math.max(0, start - boosted);
  const restEnd = end - boosted;
  const rest = nearby
    ? nearest(request, columns, MATCHED, total - boosted, restStart, restEnd)
    : walk(order('newest'), matched, MATCHED, restStart, restEnd - restStart);
  return pinned.concat(rest);
}

function nearest(
  request: PageRequest,
  columns: DocColumns,
  wanted: number,
  wantedCount: number,
  start: number,
  end: number,
): number[] {
  if (!request.nearby) return [];
  const ranking = { ...request.nearby, matched: request.matched, wanted, wantedCount };
  return nearestRows({ ...ranking, byId: byId(columns) }, start, end);
}
