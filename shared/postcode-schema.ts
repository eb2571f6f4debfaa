import { z } from 'zod';
import { formatPostcode, POSTCODE_INVALID_MESSAGE } from './postcode';

/**
 * A UK postcode as typed ('m11ae', 'M1 1AE'), checked and formatted ('M1 1AE'), for the search
 * filters and the nearby-vans query alike. Apart from shared/postcode.ts so that pages which only
 * format a postcode do not load zod.
 */
export function postcodeSchema() {
  return z
    .string({ error: POSTCODE_INVALID_MESSAGE })
    .max(16, POSTCODE_INVALID_MESSAGE)
    .transform((value, context) => {
      const formatted = formatPostcode(value);
      if (formatted) return formatted;
      context.addIssue({ code: 'custom', message: POSTCODE_INVALID_MESSAGE });
      return z.NEVER;
    });
}
