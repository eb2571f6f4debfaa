import { z } from 'zod';

/*
 * A dealer's own id for a van (issue 33 §2, decision 071): optional, at most one listing of a
 * seller per reference. Stored as typed (trimmed); compared without case or spaces, so 'vn 12'
 * and 'VN12' are one reference. The feed (issue 33 §3) reconciles by it.
 */

export const STOCK_REFERENCE_MAX = 30;

const PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;

export const STOCK_REFERENCE_MESSAGES = {
  invalid: `Stock reference: up to ${STOCK_REFERENCE_MAX} letters, digits, spaces and . _ / -`,
  taken: (reference: string) => `You already have a listing with stock reference ${reference}`,
  repeatedInFile: (reference: string) =>
    `Stock reference ${reference} appears more than once in this file`,
} as const;

export const STOCK_REFERENCE_ERROR_CODE = 'stock_reference_taken';

/** The key two references are the same by: upper case, no spaces. */
export function stockReferenceKey(reference: string): string {
  return reference.replace(/\s+/g, '').toUpperCase();
}

/** The form's and the CSV's field: '' or absent is none (null); else a valid reference. */
export const stockReferenceField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim().replace(/\s+/g, ' ');
    return trimmed === '' ? null : trimmed;
  },
  z
    .string({ error: STOCK_REFERENCE_MESSAGES.invalid })
    .max(STOCK_REFERENCE_MAX, STOCK_REFERENCE_MESSAGES.invalid)
    .regex(PATTERN, STOCK_REFERENCE_MESSAGES.invalid)
    .nullable(),
);
