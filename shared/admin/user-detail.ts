import { z } from 'zod';
import { SELLER_TYPES } from '../catalogue/enums';
import { auditEntrySchema } from './audit';
import { adminListingRowSchema } from './listings';
import { adminUserRowSchema } from './users';

const count = z.number().int().min(0);

/** GET /api/admin/users/{id}: the user, their newest listings and the admin actions on them. */
export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema,
  /**
   * The account's type (the profile's; not in the user row, which the admin index projects):
   * it decides the seller type and VAT of every listing of the user (decision 031).
   */
  seller_type: z.enum(SELLER_TYPES),
  /**
   * A trade account's dealer page (decision 069): its slug, the verified date and whether an
   * admin hid it; null for any other account. Optional: answers before dealer pages lack it.
   */
  dealer_page: z
    .object({ slug: z.string(), verified_at: z.string().nullable(), hidden: z.boolean() })
    .nullable()
    .optional(),
  listing_counts: z.object({ active: count, sold: count }),
  /** Newest first, up to SELLER_LISTINGS_SHOWN. */
  listings: z.array(adminListingRowSchema),
  audit: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
