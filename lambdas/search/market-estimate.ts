import {
  COMPARABLE_MILES,
  COMPARABLE_YEARS,
  MIN_COMPARABLES,
  type MarketEstimate,
  type MarketQuery,
  type PriceBin,
} from '#shared/valuation/market';
import type { SearchIndex } from './types';

/** Prices read for the figures: far more than any band holds; past it, a sample in no price order. */
export const MAX_PRICES_READ = 2000;
const BIN_COUNT = 6;

/**
 * What comparable live vans (same make and model, a similar year and mileage) are advertised
 * for, from the in-memory index of live listings: no table read.
 */
export function marketEstimate(
  index: SearchIndex,
  query: MarketQuery,
  now = new Date(),
): MarketEstimate {
  const criteria = {
    yearFrom: query.year - COMPARABLE_YEARS,
    yearTo: query.year + COMPARABLE_YEARS,
    mileageFrom: Math.max(0, query.mileage - COMPARABLE_MILES),
    mileageTo: query.mileage + COMPARABLE_MILES,
  };
  const result = index.query({
    filters: {
      make: query.make,
      model: query.model,
      minYear: criteria.yearFrom,
      maxYear: criteria.yearTo,
      minMileage: criteria.mileageFrom,
      maxMileage: criteria.mileageTo,
    },
    origin: null,
    radiusMiles: null,
    sort: 'newest',
    page: 1,
    pageSize: MAX_PRICES_READ,
    now,
  });
  const prices = result.hits.map((hit) => hit.doc.price).sort((a, b) => a - b);
  return {
    comparables: result.total,
    criteria,
    prices: result.total >= MIN_COMPARABLES ? summarisePrices(prices) : null,
  };
}

/** Quartiles by linear interpolation, rounded to the pound. `sorted` is ascending and not empty. */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return Math.round(sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below));
}

export function summarisePrices(sorted: readonly number[]): NonNullable<MarketEstimate['prices']> {
  return {
    low: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    high: quantile(sorted, 0.75),
    min: sorted[0]!,
    max: sorted.at(-1)!,
    bins: priceBins(sorted),
  };
}

/** Up to six equal bins on round £100 edges, covering every price; empty bins are kept. */
export function priceBins(sorted: readonly number[]): PriceBin[] {
  const min = sorted[0]!;
  const max = sorted.at(-1)!;
  const start = Math.floor(min / 100) * 100;
  const width = Math.max(100, Math.ceil((max - start + 1) / BIN_COUNT / 100) * 100);
  const count = Math.max(1, Math.ceil((max - start + 1) / width));
  const bins = Array.from({ length: count }, (_, i) => ({
    from: start + i * width,
    to: start + (i + 1) * width - 1,
    count: 0,
  }));
  for (const price of sorted)
    bins[Math.min(count - 1, Math.floor((price - start) / width))]!.count++;
  return bins;
}
