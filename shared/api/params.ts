import { z } from 'zod';

/** Listing ids are short url-safe tokens; anything else is a 400 before the table is read. */
export const listingIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid listing id'),
});
