import { z } from 'zod';
import { BOOST_TYPES } from '../boosts';
import { singleLineText } from '../text-fields';
import { PAYMENT_BOOST_TYPES, PAYMENT_STATES, paymentSchema } from '../payments';
import { adminListPageSchema, optionalParam, pageParam } from './list-page';

/*
 * Admin Payments and Admin Boosts (issue 17 section 5).
 *
 *   GET  /api/admin/payments?status&from&to&page   AdminPaymentsPage, from the admin mirror
 *   POST /api/admin/payments/{id}/refund           { reason } -> Payment (its boost ends)
 *   GET  /api/admin/boosts?state=running|ended     AdminBoostsPage
 *   POST /api/admin/listings/{id}/boosts/{type}/end  { reason } -> AdminBoostRow
 */

export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/** What the admin mirror keeps of a payment: the admin index's payment attributes. */
export const adminPaymentRowSchema = paymentSchema
  .pick({
    id: true,
    user_id: true,
    listing_id: true,
    listing_title: true,
    amount_pence: true,
    status: true,
    transaction_id: true,
    created_at: true,
    paid_at: true,
  })
  .extend({
    boost_type: z.enum(PAYMENT_BOOST_TYPES),
    /** The payer's name or e-mail address (users mirror), or null. */
    payer: z.string().nullable(),
  });
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

export const adminPaymentsQuerySchema = z
  .object({
    status: optionalParam(z.enum(PAYMENT_STATES)),
    /** Created on or after this UK day, and on or before `to`. */
    from: optionalParam(z.iso.date()),
    to: optionalParam(z.iso.date()),
    page: pageParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must be on or before the end date',
    path: ['to'],
  });
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

const pence = z.number().int().min(0);

export const adminPaymentsPageSchema = adminListPageSchema(adminPaymentRowSchema).extend({
  /** Over the payments matching the filters. */
  totals: z.object({ succeeded_pence: pence, refunded_pence: pence, pending: pence }),
});
export type AdminPaymentsPage = z.infer<typeof adminPaymentsPageSchema>;

export const REFUND_REASON_MAX = 500;
export const refundRequestSchema = z.object({
  reason: singleLineText().min(3, 'Please say why').max(REFUND_REASON_MAX),
});
export const endBoostRequestSchema = refundRequestSchema;

export const ADMIN_BOOST_STATES = ['running', 'ended'] as const;
export const adminBoostsQuerySchema = z.object({
  state: optionalParam(z.enum(ADMIN_BOOST_STATES)).transform((s) => s ?? 'running'),
  page: pageParam,
});

/** One boost type of one listing: running, or ended in the last 30 days. */
export const adminBoostRowSchema = z.object({
  listing_id: z.string(),
  listing_title: z.string(),
  owner: z.string().nullable(),
  type: z.enum(BOOST_TYPES),
  ends_at: z.iso.datetime(),
  running: z.boolean(),
});
export type AdminBoostRow = z.infer<typeof adminBoostRowSchema>;

/**
 * A page of Admin Boosts. Running and Ended are two views, not a filter of one list: `matched`
 * and `total` both count the rows of the view asked for (so 'Showing 21 of 21 running boosts'
 * agrees with its pages), and `counts` gives each view's count for its tab.
 */
export const adminBoostsPageSchema = adminListPageSchema(adminBoostRowSchema).extend({
  counts: z.object({ running: z.number().int().min(0), ended: z.number().int().min(0) }),
});
export type AdminBoostsPage = z.infer<typeof adminBoostsPageSchema>;

export const boostEndParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid listing id'),
  type: z.enum(BOOST_TYPES),
});
