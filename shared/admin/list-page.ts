import { z } from 'zod';

/*
 * What Admin Listings and Admin Users share: filters in the query string and a numbered page
 * of rows from the admin mirror, with how many match and how many there are.
 */

const count = z.number().int().min(0);

/** A query parameter left empty is one not given. */
export const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The page asked for; the first when none is. */
export const pageParam = optionalParam(z.coerce.number().int().min(1).max(100_000)).transform(
  (p) => p ?? 1,
);

/** A page of an admin list. */
export const adminListPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    rows: z.array(row),
    /** Rows matching the filters: the X of 'Showing X of Y users'. */
    matched: count,
    /** Every row: the Y. */
    total: count,
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
