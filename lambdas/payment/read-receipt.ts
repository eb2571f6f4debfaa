import { addressLines } from '#shared/profile';
import {
  formatReceiptNumber,
  RECEIPT_MESSAGES,
  receiptFigures,
  VAT_RATE_PERCENT,
  type Receipt,
} from '#shared/receipts';
import { hasReceipt } from '#shared/payments';
import type { Db } from '../platform/db';
import { getPayment } from './payments-repo';
import { getProfile } from '#lambdas/account';
import { getSiteSettings } from '#lambdas/admin';
import { NotFoundError } from '../platform/errors';
import { ensureReceiptNumber } from './receipt-numbers';

/** Who asks: the payment's owner may read its receipt, an admin any (support, accounts). */
export type ReceiptReader = { userId: string; isAdmin: boolean };

/**
 * The VAT receipt of a paid payment (issue 28): its number in the one sequence, the payment's
 * lines with net, VAT at 20 % and gross, the payer's name and address from their profile, and
 * VanYard's company and VAT details from the admin settings. Anyone but the owner or an admin,
 * and a payment never paid, gets 404: whether a payment exists is not told to others.
 */
export async function readReceipt(
  deps: { db: Db },
  reader: ReceiptReader,
  paymentId: string,
): Promise<Receipt> {
  const found = await getPayment(deps.db, paymentId);
  if (!found || (found.user_id !== reader.userId && !reader.isAdmin)) {
    throw new NotFoundError(RECEIPT_MESSAGES.notFound);
  }
  if (!hasReceipt(found)) throw new NotFoundError(RECEIPT_MESSAGES.notPaid, 'not_paid');
  // Paid before receipts were numbered: numbered now, once.
  const payment =
    found.receipt_number === null ? await ensureReceiptNumber(deps.db, found.id) : found;
  const [payer, settings] = await Promise.all([
    getProfile(deps.db, payment.user_id),
    getSiteSettings(deps.db),
  ]);
  const company = settings.company;
  return {
    number: formatReceiptNumber(payment.receipt_number!),
    payment_id: payment.id,
    issued_at: payment.paid_at ?? payment.updated_at,
    status: payment.status === 'refunded' ? 'refunded' : 'paid',
    refunded_at: payment.refunded_at,
    transaction_id: payment.transaction_id,
    listing_title: payment.listing_title,
    customer: {
      name: payer?.full_name.trim() || payer?.email || 'VanYard seller',
      email: payer?.email ?? '',
      address_lines: addressLines(payer?.address),
    },
    supplier: company
      ? {
          name: company.name,
          address_lines: company.address_lines,
          company_number: company.company_number,
          vat_number: company.vat_number,
        }
      : {
          // Not set by an operator yet: the office address the site shows, no numbers.
          name: settings.contact?.addressLines[0] ?? 'VanYard',
          address_lines: settings.contact?.addressLines.slice(1) ?? [],
          company_number: null,
          vat_number: null,
        },
    vat_rate_percent: VAT_RATE_PERCENT,
    ...receiptFigures(payment),
  };
}
