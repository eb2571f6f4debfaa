import { z } from 'zod';
import { makeFromSlug, modelFromSlug } from '../catalogue/makes';
import { VALUATION_FIRST_YEAR, VALUATION_MAX_MILEAGE } from './form';
import { formatNumber } from '../format';

/**
 * The market estimate beside the formula's range: what comparable live vans are advertised for.
 *
 *   GET /api/valuations/market?make=ford&model=transit&year=2018&mileage=60000
 */

/** Fewer comparables than this say nothing reliable: the page says so instead of a figure. */
export const MIN_COMPARABLES = 5;
/** Comparable: the same make and model, registered within this many years either side... */
export const COMPARABLE_YEARS = 2;
/** ...with a mileage within this many miles either side. */
export const COMPARABLE_MILES = 25_000;

export type PriceBin = { from: number; to: number; count: number };

export type MarketEstimate = {
  /** How many live vans are comparable. */
  comparables: number;
  /** The band that made a van comparable, for the page to explain. */
  criteria: { yearFrom: number; yearTo: number; mileageFrom: number; mileageTo: number };
  /** With at least MIN_COMPARABLES only: the asking prices' quartiles and a histogram. */
  prices: {
    low: number;
    median: number;
    high: number;
    min: number;
    max: number;
    bins: PriceBin[];
  } | null;
};

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

export function marketQuerySchema(now: Date = new Date()) {
  return z
    .object({
      make: z.string().refine((slug) => makeFromSlug(slug) !== undefined, 'Unknown make'),
      model: z.string().min(1, 'Unknown model'),
      year: wholeNumber(
        `year must be between ${VALUATION_FIRST_YEAR} and ${now.getFullYear()}`,
        VALUATION_FIRST_YEAR,
        now.getFullYear(),
      ),
      mileage: wholeNumber(
        `mileage must be a whole number up to ${formatNumber(VALUATION_MAX_MILEAGE)}`,
        0,
        VALUATION_MAX_MILEAGE,
      ),
    })
    .refine(
      (query) => {
        const make = makeFromSlug(query.make);
        return !make || modelFromSlug(make, query.model) !== undefined;
      },
      { path: ['model'], message: 'Unknown model' },
    );
}

export type MarketQuery = z.output<ReturnType<typeof marketQuerySchema>>;
