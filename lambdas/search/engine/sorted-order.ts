import { sortByKey, type RowComparator } from './sort-by-key';

/** An order: by a numeric key ascending, then by `tie`. */
export type OrderSpec = { key: (row: number) => number; tie: RowComparator };

/**
 * Rows kept sorted for one result order, so a page is a walk from the start instead of a sort
 * of every match. Changes are cheap: a changed row is only noted, and the next read takes the
 * noted rows out, sorts them alone and merges them back in one linear pass.
 */
export class SortedOrder {
  private rows: Int32Array = new Int32Array(0);
  private built = false;
  private readonly changed = new Set<number>();
  private readonly compare: RowComparator;

  constructor(
    private readonly spec: OrderSpec,
    /** Whether a row belongs to this order at all (live, and for some orders more). */
    private readonly includes: (row: number) => boolean,
    private readonly rowCount: () => number,
  ) {
    const { key, tie } = spec;
    this.compare = (a, b) => key(a) - key(b) || tie(a, b);
  }

  /** Notes that a row was added, changed or removed. */
  touch(row: number): void {
    if (this.built) this.changed.add(row);
  }

  /** The rows in order, up to date. */
  current(): Int32Array {
    if (!this.built || this.changed.size > this.rows.length / 4) this.rebuild();
    else if (this.changed.size > 0) this.mergeChanges();
    return this.rows;
  }

  private rebuild(): void {
    const rows = Int32Array.from(rowsWhere(this.rowCount(), this.includes));
    this.rows = sortByKey(rows, this.spec.key, this.spec.tie);
    this.built = true;
    this.changed.clear();
  }

  private mergeChanges(): void {
    const isChanged = new Uint8Array(this.rowCount());
    for (const row of this.changed) isChanged[row] = 1;
    const moved = [...this.changed].filter(this.includes).sort(this.compare);
    this.rows = merge(this.rows, isChanged, moved, this.compare);
    this.changed.clear();
  }
}

// Loops live in functions with nothing after the loop (see match-pass.ts).

function rowsWhere(count: number, includes: (row: number) => boolean): number[] {
  const rows: number[] = [];
  for (let row = 0; row < count; row++) if (includes(row)) rows.push(row);
  return rows;
}

/** `sorted` without the changed rows, with the sorted `moved` rows merged in. */
function merge(
  sorted: Int32Array,
  isChanged: Uint8Array,
  moved: readonly number[],
  compare: RowComparator,
): Int32Array {
  const merged = new Int32Array(sorted.length + moved.length);
  let out = 0;
  let next = 0;
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i]!;
    if (isChanged[row] === 1) continue;
    while (next < moved.length && compare(moved[next]!, row) < 0) merged[out++] = moved[next++]!;
    merged[out++] = row;
  }
  while (next < moved.length) merged[out++] = moved[next++]!;
  return merged.subarray(0, out);
}
