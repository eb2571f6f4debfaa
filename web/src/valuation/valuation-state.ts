import { slugify } from '../../../shared/slug';
import { valuationFormSchema, type ValuationForm } from '../../../shared/valuation/form';
import {
  valueVan,
  type ValuationInput,
  type ValuationRange,
} from '../../../shared/valuation/formula';
import type { MarketRequest } from './use-market-estimate';

export const EMPTY_FORM: ValuationForm = {
  make: '',
  model: '',
  year: '',
  mileage: '',
  condition: '',
  owners: '',
};

export type FieldErrors = Partial<Record<keyof ValuationForm, string>>;

export type Checked =
  | { ok: true; input: ValuationInput; range: ValuationRange; market: MarketRequest }
  | { ok: false; errors: FieldErrors };

/** The form checked with the shared schema: every field's first message, or the valuation. */
export function checkValuation(form: ValuationForm, now: Date = new Date()): Checked {
  const parsed = valuationFormSchema(now).safeParse(form);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ValuationForm;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const input = parsed.data;
  return {
    ok: true,
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
