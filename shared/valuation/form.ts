import { z } from 'zod';
import { isMake, modelsOf } from '../catalogue/makes';
import { VALUATION_CONDITIONS, VALUATION_OWNERS } from './formula';

/** The oldest year the valuation offers. */
export const VALUATION_FIRST_YEAR = 1995;

/** Years offered, from the current year back to 1995. */
export function valuationYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= VALUATION_FIRST_YEAR; year--) years.push(year);
  return years;
}

/** The valuation form's messages, word for word as the product words them. */
export const VALUATION_MESSAGES = {
  make: 'Please select a make',
  model: 'Please select a model',
  year: 'Please select a year',
  mileage: 'Please enter a valid mileage',
  condition: 'Please select a condition',
  owners: 'Please select number of owners',
} as const;

/** A string that must be one of `values` (a select's value), typed as that union once checked. */
function oneOf<const T extends readonly string[]>(values: T, message: string) {
  return z
    .string()
    .refine((value) => values.includes(value), message)
    .transform((value) => value as T[number]);
}

/** Far above any van's mileage: a typo, not a van. */
export const VALUATION_MAX_MILEAGE = 2_000_000;

/**
 * The valuation form as typed (every field a string, '' when unset), checked and converted.
 * The same rules as the form's messages: the page shows them under each field.
 */
export function valuationFormSchema(now: Date = new Date()) {
  const currentYear = now.getFullYear();
  return z
    .object({
      make: z.string().refine(isMake, VALUATION_MESSAGES.make),
      model: z.string().min(1, VALUATION_MESSAGES.model),
      year: z
        .string()
        .regex(/^\d{4}$/, VALUATION_MESSAGES.year)
        .transform(Number)
        .refine((y) => y >= VALUATION_FIRST_YEAR && y <= currentYear, VALUATION_MESSAGES.year),
      mileage: z
        .string()
        .trim()
        .regex(/^\d+$/, VALUATION_MESSAGES.mileage)
        .transform(Number)
        .refine((m) => m <= VALUATION_MAX_MILEAGE, VALUATION_MESSAGES.mileage),
      condition: oneOf(VALUATION_CONDITIONS, VALUATION_MESSAGES.condition),
      owners: oneOf(VALUATION_OWNERS, VALUATION_MESSAGES.owners),
    })
    .superRefine((form, context) => {
      if (form.model && isMake(form.make) && !modelsOf(form.make).includes(form.model)) {
        context.addIssue({ code: 'custom', path: ['model'], message: VALUATION_MESSAGES.model });
      }
    });
}

/** The form as typed: every field a string, '' while unset. */
export type ValuationForm = Record<
  'make' | 'model' | 'year' | 'mileage' | 'condition' | 'owners',
  string
>;
