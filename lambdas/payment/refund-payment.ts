import { BOOST_TYPES } from '#shared/boosts';
import type { Listing } from '#shared/listing';
import { withBoostEnded } from '#lambdas/boost';
import {
  getListingForChange,
  boostChanged,
  LISTING_ATTEMPTS,
  listingVersionWrites,
  pause,
} from '#lambdas/listing';
import { getPayment, paymentTransition, type StoredPayment } from './payments-repo';
import {
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from '../platform/transactions';
import { nowOf, type PaymentDeps } from './deps';

/** The listing with each type a payment bought ended now (those still running), or null: nothing runs. */
export function withPaymentBoostsEnded(
  listing: Listing,
  payment: Pick<StoredPayment, 'items'>,
  now: Date,
): Listing | null {
  const bought = new Set(payment.items.map((item) => item.type));
  let ended: Listing | null = null;
  for (const type of BOOST_TYPES) {
    if (!bought.has(type)) continue;
    ended = withBoostEnded(ended ?? listing, type, now) ?? ended;
  }
  return ended;
}

export type RefundApplied = {
  payment: StoredPayment;
  /** The listing before and after its boosts ended; undefined when it is gone. */
  listing?: { before: Listing; after: Listing };
};

/**
 * A succeeded payment becomes refunded in ONE transaction with the end of the boosts it bought
 * (those still running end now, over the listing's version) and any writes `alongside` (an
 * admin's audit entry). 'moved-on': the payment is not succeeded (refunded already, by the
 * other path), nothing written; 'missing': no such payment.
 */
export async function applyRefund(
  deps: Pick<PaymentDeps, 'db' | 'now' | 'log'>,
  paymentId: string,
  alongside: (change: {
    payment: StoredPayment;
    listing?: { before: Listing; after: Listing };
    now: Date;
  }) => TransactItem[] = () => [],
): Promise<RefundApplied | 'moved-on' | 'missing'> {
  for (let attempt = 1; ; attempt++) {
    const payment = await getPayment(deps.db, paymentId);
    if (!payment) return 'missing';
    if (payment.status !== 'succeeded') return 'moved-on';

    const now = nowOf(deps);
    const found = await getListingForChange(deps.db, payment.listing_id);
    const ended = found ? withPaymentBoostsEnded(found.listing, payment, now) : null;
    const listing =
      found && ended
        ? { before: found.listing, after: boostChanged(found.listing, ended, now) }
        : undefined;
    const refunded: StoredPayment = {
      ...payment,
      status: 'refunded',
      refunded_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const items: TransactItem[] = [
      {
        Update: paymentTransition(
          deps.db,
          payment.id,
          'succeeded',
          { status: 'refunded', refunded_at: refunded.refunded_at },
          now,
        ),
      },
      ...(listing && found
        ? listingVersionWrites(deps.db, listing.before, listing.after, found.extra, now)
        : []),
      ...alongside({ payment, listing, now }),
    ];
    try {
      await sendTransaction(deps.db, items);
    } catch (error) {
      if (cancelledOn(error, 0) && attempt < 2 * LISTING_ATTEMPTS) continue;
      const retry = (listing && cancelledOn(error, 1)) || conflicted(error);
      if (retry && attempt < LISTING_ATTEMPTS) {
        await pause(attempt);
        continue;
      }
      throw error;
    }
    deps.log.info('payment refunded; its boosts ended', {
      paymentId,
      listingId: payment.listing_id,
      boostsEnded: listing !== undefined,
    });
    return { payment: refunded, ...(listing ? { listing } : {}) };
  }
}
