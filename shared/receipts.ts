import { z } from 'zod';
import { BOOST_LABELS } from './boosts';
import { formatReceiptNumber, vatOf, type Payment } from './payments';
import { pages } from './pages';
import { VAT_RATE_PERCENT } from './vat';

/*
 * A paid payment's VAT receipt (issue 28), built by the server from the payment, the payer's
 * profile and VanYard's company details in the admin settings:
 *
 *   GET /api/me/payments/{id}/receipt   Receipt (the payment's owner, or an admin; else 404)
 */

/** UK VAT, included in every boost price (shared/boosts.ts). */
export { VAT_RATE_PERCENT };

export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found',
  notPaid: 'This payment was not paid, so it has no receipt',
} as const;

/** One line: a boost type for its days, its period as bought, and its price split. */
export const receiptLineSchema = z.object({
  description: z.string(),
  days: z.number().int(),
  /** The boost's end as the payment left it; null when the listing was gone by then. */
  until: z.iso.datetime().nullable(),
  net_pence: z.number().int(),
  vat_pence: z.number().int(),
  gross_pence: z.number().int(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

export const receiptSchema = z.object({
  /** 'VY-000042': one sequence for every receipt. */
  number: z.string(),
  payment_id: z.string(),
  /** The date of the receipt and of the supply: when the payment arrived. */
  issued_at: z.iso.datetime(),
  status: z.enum(['paid', 'refunded']),
  refunded_at: z.iso.datetime().nullable(),
  transaction_id: z.string().nullable(),
  listing_title: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    /** The address from Profile Settings, a line each; empty when the seller gave none. */
    address_lines: z.array(z.string()),
  }),
  /** VanYard's details from the admin settings; null fields are not set there yet. */
  supplier: z.object({
    name: z.string(),
    address_lines: z.array(z.string()),
    company_number: z.string().nullable(),
    vat_number: z.string().nullable(),
  }),
  lines: z.array(receiptLineSchema),
  vat_rate_percent: z.literal(VAT_RATE_PERCENT),
  net_pence: z.number().int(),
  vat_pence: z.number().int(),
  gross_pence: z.number().int(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * The receipt's lines and totals from the payment: each price includes VAT at 20 %, so a
 * line's VAT is a sixth of its price (rounded to the penny) and the rest is net; the totals
 * are the lines' sums, so the printed figures always add up.
 */
export function receiptFigures(
  payment: Pick<Payment, 'items' | 'boosted_until'>,
): Pick<Receipt, 'lines' | 'net_pence' | 'vat_pence' | 'gross_pence'> {
  const lines = payment.items.map((item): ReceiptLine => {
    const vat = vatOf(item.price_pence);
    return {
      description: `${BOOST_LABELS[item.type]}, ${item.days} days`,
      days: item.days,
      until: payment.boosted_until?.[item.type] ?? null,
      net_pence: item.price_pence - vat,
      vat_pence: vat,
      gross_pence: item.price_pence,
    };
  });
  const sum = (key: 'net_pence' | 'vat_pence' | 'gross_pence') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    net_pence: sum('net_pence'),
    vat_pence: sum('vat_pence'),
    gross_pence: sum('gross_pence'),
  };
}

export { formatReceiptNumber };

/** The receipt page of a payment (the owner's; an admin opens it from Admin Payments too). */
export const receiptPath = (paymentId: string) => pages.paymentReceipt.build({ paymentId });
