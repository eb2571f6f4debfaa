import { z } from 'zod';
import {
  BOOST_DURATIONS_DAYS,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
  type BoostDurationDays,
  type BoostType,
} from './boosts';
import { SELLER_TYPES } from './catalogue/enums';

/*
 * Boosts and their payments (issue 17, docs/boosts.md), shared by the handlers and the SPA.
 *
 *   GET  /api/me/listings/{id}/boost            BoostPage (the listing, its running boosts)
 *   POST /api/me/listings/{id}/boosts           { options } -> Checkout { url, payment_id }
 *   GET  /api/me/payments?cursor                PaymentHistoryPage
 *   GET  /api/me/payments/{id}                  Payment (the boost page's return polls it)
 *   POST /api/webhooks/stripe                   the payment provider's signed events
 *   GET  /api/admin/payments?status&from&to&page  AdminPaymentsPage (rows and totals)
 *   POST /api/admin/payments/{id}/refund        { reason } -> Payment
 *   GET  /api/admin/boosts?state                AdminBoostsPage (running, recently ended)
 *   POST /api/admin/listings/{id}/boosts/{type}/end  { reason } -> AdminBoostRow
 */

/** The payment kinds Payment History names (spec 02: boost types). */
export const PAYMENT_BOOST_TYPES = ['search_featured', 'homepage_featured', 'multiple'] as const;
export type PaymentBoostType = (typeof PAYMENT_BOOST_TYPES)[number];

export const PAYMENT_BOOST_TYPE_LABELS: Record<PaymentBoostType, string> = {
  search_featured: 'Search Featured',
  homepage_featured: 'Homepage Featured',
  multiple: 'Multiple Features',
};

/** A payment's life: pending until the provider says; then one of the others. */
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'expired', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Payment History's badges (spec 02): Successful, Pending, Refunded (issue 28: a refunded
 * payment says so), and Failed for any other state.
 */
export function paymentBadge(
  status: PaymentState,
): 'Successful' | 'Pending' | 'Refunded' | 'Failed' {
  if (status === 'succeeded') return 'Successful';
  if (status === 'pending') return 'Pending';
  if (status === 'refunded') return 'Refunded';
  return 'Failed';
}

/** The boost page's and the API's words (spec 02 section 8 where it has them). */
export const BOOST_MESSAGES = {
  loadFailed: 'Could not load listing details',
  missingId: 'Listing ID is missing',
  signIn: 'You must be logged in to boost a listing',
  paymentError: (message: string) => `Payment error: ${message}`,
  noCheckoutUrl: 'No checkout URL received from the payment service',
  requestFailed: 'Could not process your payment request',
  chooseOption: 'Please select at least one boost option',
  successTitle: 'Payment Successful',
  success: 'Your listing has been boosted successfully!',
  cancelledTitle: 'Payment Cancelled',
  cancelled: "Your payment was cancelled. You can try again when you're ready.",
  historyFailed: 'Could not load payment history',
  notAuthenticated: 'Not authenticated',
  noHistory: 'No payment history found',
  pendingNotice:
    'Pending payments are still being processed. Please refresh the page after a few minutes.',
  // Not in the specification: the server's answers.
  notLive: 'Only a live listing can be boosted: it must be approved and for sale',
  duplicateType: 'Choose each boost once',
} as const;

// Strict: a price, an amount or any other field the browser adds is refused (400), never read.
export const boostOptionSchema = z.strictObject({
  type: z.enum(BOOST_TYPES),
  days: z.union(BOOST_DURATIONS_DAYS.map((d) => z.literal(d))) as z.ZodType<BoostDurationDays>,
});
export type BoostOption = z.infer<typeof boostOptionSchema>;

/** What the browser asks for: options only. The price is the server's (computeBoostTotal). */
export const checkoutRequestSchema = z.strictObject({
  // No options at all (missing, null, empty) is a forced submit of nothing: the spec's message.
  options: z
    .array(boostOptionSchema, { error: BOOST_MESSAGES.chooseOption })
    .min(1, BOOST_MESSAGES.chooseOption)
    .max(BOOST_TYPES.length, BOOST_MESSAGES.duplicateType)
    .refine(
      (options) => new Set(options.map((o) => o.type)).size === options.length,
      BOOST_MESSAGES.duplicateType,
    ),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutSchema = z.object({ url: z.string(), payment_id: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

/** One line of a payment: a boost type, its days and its price from the price table. */
export const paymentItemSchema = z.object({
  type: z.enum(BOOST_TYPES),
  days: z.number().int(),
  price_pence: z.number().int().min(0),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** The lines and total of a choice of options, from the one price table. */
export function priceOptions(options: readonly BoostOption[]): {
  items: PaymentItem[];
  amount_pence: number;
  boost_type: PaymentBoostType;
} {
  const items = options.map((option) => ({
    type: option.type,
    days: option.days,
    price_pence: BOOST_PRICES_PENCE[option.type][option.days],
  }));
  return {
    items,
    amount_pence: items.reduce((sum, item) => sum + item.price_pence, 0),
    boost_type: items.length > 1 ? 'multiple' : items[0]!.type,
  };
}

/** UK VAT is in the prices (20 %): the VAT part of a gross amount, in pence. */
export function vatOf(grossPence: number): number {
  return Math.round(grossPence / 6);
}

export function boostItemLabel(item: Pick<PaymentItem, 'type' | 'days'>): string {
  return `${BOOST_LABELS[item.type]}, ${item.days} days`;
}

export const boostedUntilSchema = z.object({
  search_featured: z.iso.datetime().nullable(),
  homepage_featured: z.iso.datetime().nullable(),
});
export type BoostedUntil = z.infer<typeof boostedUntilSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  listing_id: z.string(),
  /** The listing's title when paid for: kept if the listing goes. */
  listing_title: z.string(),
  items: z.array(paymentItemSchema),
  boost_type: z.enum(PAYMENT_BOOST_TYPES),
  amount_pence: z.number().int().min(0),
  currency: z.literal('gbp'),
  status: z.enum(PAYMENT_STATES),
  provider: z.enum(['stripe', 'local']),
  /** The provider's id shown as Transaction ID (the payment intent), once paid; else the session. */
  transaction_id: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  refunded_at: z.iso.datetime().nullable(),
  /**
   * Each type's end as the payment left it, written with its success (a purchase during a
   * running boost extends it from its end): what the boost page's return and the receipt say
   * was bought until. Null until it succeeds, or when the listing was gone by then.
   */
  boosted_until: boostedUntilSchema.nullable().default(null),
  /**
   * Its VAT receipt's number in the one sequence (formatReceiptNumber), given when it is paid;
   * null while it is not (and for a payment paid before receipts had numbers, until the
   * receipt is first opened).
   */
  receipt_number: z.number().int().positive().nullable().default(null),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A paid payment has a receipt: succeeded, or refunded since (the receipt then says so). */
export function hasReceipt(payment: Pick<Payment, 'status'>): boolean {
  return payment.status === 'succeeded' || payment.status === 'refunded';
}

/** 42 -> 'VY-000042': the receipt's number as printed. */
export function formatReceiptNumber(receiptNumber: number): string {
  return `VY-${String(receiptNumber).padStart(6, '0')}`;
}

/**
 * What a payment bought, named (issue 28): 'Top of Search Results 7 days + Homepage Featured
 * 7 days', for Payment History and Admin Payments instead of 'Multiple Features'.
 */
export function paymentItemsLabel(items: readonly Pick<PaymentItem, 'type' | 'days'>[]): string {
  return items.map((item) => `${BOOST_LABELS[item.type]} ${item.days} days`).join(' + ');
}

export const PAYMENT_HISTORY_PAGE_SIZE = 20;

export const paymentHistoryQuerySchema = z.object({
  cursor: z
    .string()
    .max(512)
    .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid cursor')
    .optional(),
});

export const paymentHistoryPageSchema = z.object({
  items: z.array(paymentSchema),
  next_cursor: z.string().nullable(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

export const paymentIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid payment id'),
});

/** GET /api/me/listings/{id}/boost: what the boost page shows. */
export const boostPageSchema = z.object({
  listing: z.object({
    id: z.string(),
    /** The seller's own Listing Title; the page's heading is year, make and model. */
    title: z.string(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    price: z.number(),
    price_includes_vat: z.boolean(),
    seller_type: z.enum(SELLER_TYPES),
    image_url: z.string().nullable(),
    /** The public page while live. */
    public_path: z.string().nullable(),
  }),
  /** Whether it can be boosted now (live), and if not why. */
  boostable: z.boolean(),
  reason: z.string().nullable(),
  /** Each type's end while it runs (a purchase extends from there), else null. */
  running: z.object({
    search_featured: z.iso.datetime().nullable(),
    homepage_featured: z.iso.datetime().nullable(),
  }),
});
export type BoostPage = z.infer<typeof boostPageSchema>;

/** The webhook's answer to a verified event (applied, or known already). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

export type { BoostType };
