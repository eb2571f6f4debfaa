import { slugify } from '#shared/slug';
import type { ValuationForm } from '#shared/valuation/form';
import { valueVan, type ValuationInput, type ValuationRange } from '#shared/valuation/formula';
import type { MarketRequest } from './use-market-estimate';

export const EMPTY_FORM: ValuationForm = {
  make: '',
  model: '',
  year: '',
  mileage: '',
  condition: '',
  owners: '',
};

/** The fields in the order the form shows them (the first with a message takes the focus). */
export const VALUATION_FIELDS = Object.keys(EMPTY_FORM) as (keyof ValuationForm)[];

export type Valuation = { input: ValuationInput; range: ValuationRange; market: MarketRequest };

/** The valuation of checked details: the formula's range and the market figures to ask for. */
export function valuationOf(input: ValuationInput, now: Date = new Date()): Valuation {
  return {
    input,
    range: valueVan(input, now.getFullYear()),
    market: {
      make: slugify(input.make),
      model: slugify(input.model),
      year: input.year,
      mileage: input.mileage,
    },
  };
}
