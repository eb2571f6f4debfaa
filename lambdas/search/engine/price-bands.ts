import { COMPARABLE_MILES, COMPARABLE_YEARS } from '#shared/valuation/market';
import {
  BAND_MIN_COMPARABLES,
  PRICE_BANDS,
  priceBandOf,
  type PriceBand,
  type PriceIndicator,
} from '#shared/valuation/price-band';
import type { DocColumns } from './columns';

/** A row's band code in `DocColumns.priceBand`: 0 without enough comparables. */
export const NO_BAND = 0;
/** PRICE_BANDS[i] is code i + 1: great 1, good 2, fair 3, high 4. */
export const bandCode = (band: PriceBand) => PRICE_BANDS.indexOf(band) + 1;
export const GOOD_OR_BETTER_MAX_CODE = 2;
// The match pass's loop uses the literals (module bindings are not constants to the compiler).
if (bandCode('great') !== 1 || bandCode('good') !== GOOD_OR_BETTER_MAX_CODE)
  throw new Error('band codes changed: see match-pass.ts');

export function bandOfCode(code: number): PriceBand | null {
  return code === NO_BAND ? null : PRICE_BANDS[code - 1]!;
}

/**
 * Every live van's price band (docs/decisions/066-price-indicator-and-monthly-cost.md), kept
 * in the index's columns. A van's comparables are the rows of its (make, model) pair, so a
 * change to a row marks its pair stale and only that pair is worked out again, at the next
 * query: a burst of changes costs one pass per pair, and no table read is ever made.
 */
export class PriceBands {
  private readonly members = new Map<number, Set<number>>();
  private readonly stale = new Set<number>();
  /** Comparable prices of one van, reused (grown as needed). */
  private buffer = new Float64Array(256);

  constructor(private readonly columns: DocColumns) {}

  /** `row` now belongs to `pair` (after the row's columns are written). */
  join(row: number, pair: number): void {
    let rows = this.members.get(pair);
    if (!rows) this.members.set(pair, (rows = new Set()));
    rows.add(row);
    this.stale.add(pair);
  }

  /** `row` leaves `pair` (before the row is rewritten or released). */
  leave(row: number, pair: number): void {
    this.members.get(pair)?.delete(row);
    this.stale.add(pair);
    this.columns.priceBand[row] = NO_BAND;
  }

  /** Works out the bands of every pair changed since the last call. */
  refresh(): void {
    if (this.stale.size === 0) return;
    for (const pair of this.stale) this.refreshPair(pair);
    this.stale.clear();
  }

  /** The detail page's indicator of a row (call refresh first); null without a band. */
  indicatorOf(row: number): PriceIndicator | null {
    const band = bandOfCode(this.columns.priceBand[row]!);
    if (!band) return null;
    return {
      band,
      typical_price: this.columns.typicalPrice[row]!,
      comparables: this.columns.comparableCount[row]!,
    };
  }

  private refreshPair(pair: number): void {
    const rows = [...(this.members.get(pair) ?? [])];
    if (rows.length === 0) {
      this.members.delete(pair);
      return;
    }
    const { year, mileage } = this.columns;
    rows.sort((a, b) => year[a]! - year[b]! || mileage[a]! - mileage[b]!);
    const runs = yearRuns(rows, year);
    for (const row of rows) this.bandRow(row, rows, runs);
  }

  /** One van: the median buyer's price of the others within the years and miles either side. */
  private bandRow(row: number, sorted: number[], runs: Map<number, [number, number]>): void {
    const { year, mileage, buyerPrice, priceBand, typicalPrice, comparableCount } = this.columns;
    const ownYear = year[row]!;
    const low = mileage[row]! - COMPARABLE_MILES;
    const high = mileage[row]! + COMPARABLE_MILES;
    let count = 0;
    for (let y = ownYear - COMPARABLE_YEARS; y <= ownYear + COMPARABLE_YEARS; y++) {
      const run = runs.get(y);
      if (!run) continue;
      for (let i = firstAtLeast(sorted, mileage, run[0], run[1], low); i < run[1]; i++) {
        const other = sorted[i]!;
        if (mileage[other]! > high) break;
        if (other === row) continue;
        if (count === this.buffer.length) this.grow();
        this.buffer[count++] = buyerPrice[other]!;
      }
    }
    comparableCount[row] = count;
    if (count < BAND_MIN_COMPARABLES) {
      priceBand[row] = NO_BAND;
      typicalPrice[row] = 0;
      return;
    }
    const typical = median(this.buffer.subarray(0, count));
    typicalPrice[row] = typical;
    priceBand[row] = bandCode(priceBandOf(buyerPrice[row]!, typical));
  }

  private grow(): void {
    const next = new Float64Array(this.buffer.length * 2);
    next.set(this.buffer);
    this.buffer = next;
  }
}

/** Each year's [start, end) in rows sorted by year then mileage. */
function yearRuns(sorted: number[], year: Float64Array): Map<number, [number, number]> {
  const runs = new Map<number, [number, number]>();
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i === sorted.length || year[sorted[i]!] !== year[sorted[start]!]) {
      runs.set(year[sorted[start]!]!, [start, i]);
      start = i;
    }
  }
  return runs;
}

/** The first index in [from, to) whose mileage is at least `least` (rows sorted by mileage). */
function firstAtLeast(
  sorted: number[],
  mileage: Float64Array,
  from: number,
  to: number,
  least: number,
): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (mileage[sorted[mid]!]! < least) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The median, rounded to the pound (sorts `values` in place). */
export function median(values: Float64Array): number {
  values.sort();
  const middle = values.length >>> 1;
  return Math.round(
    values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2,
  );
}
