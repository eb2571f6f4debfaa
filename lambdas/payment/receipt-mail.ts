import { BOOST_LABELS } from '#shared/boosts';
import { formatMoney } from '#shared/format';
import { boostEnd, type Listing } from '#shared/listing';
import { boostItemLabel, formatReceiptNumber, vatOf } from '#shared/payments';
import { receiptPath } from '#shared/receipts';
import type { StoredPayment } from './payments-repo';
import type { MailMessage } from '../mail/mail-message';
import { pages } from '#shared/pages';

const pounds = (pence: number) => formatMoney(pence / 100);

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * The receipt of a succeeded payment: each line and the total with the VAT they include (UK
 * prices include 20 % VAT), the payment and transaction ids, and until when each boost runs.
 * Plain text, as every mail VanYard sends.
 */
export function receiptMail(
  payment: StoredPayment,
  /** The listing as boosted, or undefined when it was deleted before the money arrived. */
  boosted: Listing | undefined,
  to: string,
  siteOrigin: string,
): MailMessage {
  const width = Math.max(...payment.items.map((item) => boostItemLabel(item).length), 20);
  const line = (label: string, pence: number) => `${label.padEnd(width)}  ${pounds(pence)}`;
  const lines = [
    'Thank you: your payment to VanYard has been received.',
    '',
    `Listing: ${payment.listing_title}`,
    '',
    ...payment.items.map((item) => line(boostItemLabel(item), item.price_pence)),
    '',
    line('Total paid', payment.amount_pence),
    line('of which VAT at 20%', vatOf(payment.amount_pence)),
    '',
    ...(payment.receipt_number !== null
      ? [`Receipt number: ${formatReceiptNumber(payment.receipt_number)}`]
      : []),
    `Payment ID: ${payment.id}`,
    ...(payment.transaction_id ? [`Transaction ID: ${payment.transaction_id}`] : []),
    ...(payment.paid_at ? [`Paid: ${ukDateTime.format(new Date(payment.paid_at))} (UK time)`] : []),
    '',
    ...(boosted
      ? [
          ...[...new Set(payment.items.map((item) => item.type))].map((type) => {
            const end = boostEnd(boosted, type);
            return `${BOOST_LABELS[type]} runs until ${end ? ukDateTime.format(new Date(end)) : 'its end'} (UK time).`;
          }),
          '',
          `Your listing: ${siteOrigin}${pages.ownListing.build({ listingId: payment.listing_id })}`,
          '',
        ]
      : ['The listing was removed before the payment arrived, so no boost was applied.', '']),
    `Your VAT receipt, to view or print: ${siteOrigin}${receiptPath(payment.id)}`,
    `Payment history: ${siteOrigin}${pages.payments.build()}`,
  ];
  return {
    to,
    subject: `Your VanYard receipt: ${pounds(payment.amount_pence)} for ${payment.listing_title}`,
    text: lines.join('\n'),
  };
}
