import { boostItemLabel, type PaymentItem } from '#shared/payments';
import type { StoredPayment } from './payments-repo';
import { pages } from '#shared/pages';

/*
 * What a checkout shows and carries, from the payment alone (its lines were priced from the
 * price table when it was made): the same for Stripe and the local stand-in.
 */

export type CheckoutLine = { name: string; amount_pence: number };

/** One line per boost bought: 'Top of Search Results, 7 days', its price in pence. */
export function checkoutLines(items: readonly PaymentItem[]): CheckoutLine[] {
  return items.map((item) => ({ name: boostItemLabel(item), amount_pence: item.price_pence }));
}

/** The ids the webhook finds the payment by: on the session and on its payment intent. */
export function paymentMetadata(
  payment: Pick<StoredPayment, 'id' | 'listing_id' | 'user_id'>,
): Record<'payment_id' | 'listing_id' | 'user_id', string> {
  return { payment_id: payment.id, listing_id: payment.listing_id, user_id: payment.user_id };
}

/** Where the provider sends the browser back: the boost page, with the outcome. */
export function returnUrls(
  siteOrigin: string,
  payment: Pick<StoredPayment, 'id' | 'listing_id'>,
): { successUrl: string; cancelUrl: string } {
  const page = `${siteOrigin}${pages.boostListing.build({ listingId: payment.listing_id })}`;
  return {
    successUrl: `${page}?payment=success&payment_id=${encodeURIComponent(payment.id)}`,
    cancelUrl: `${page}?payment=cancelled`,
  };
}

/** How long a checkout stays payable: under the day after which the sweep expires a pending payment. */
export const CHECKOUT_LIFETIME_MS = 23 * 3600 * 1000;
