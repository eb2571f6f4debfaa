import type { BoostType } from '#shared/boosts';
import { boostEnd, type Listing } from '#shared/listing';
import type { BoostedUntil } from '#shared/payments';
import { withBoostsBought } from '#lambdas/boost';
import {
  getListingForChange,
  boostChanged,
  LISTING_ATTEMPTS,
  listingVersionWrites,
  pause,
} from '#lambdas/listing';
import { boostRecordPut, getPayment, paymentTransition, type StoredPayment } from './payments-repo';
import { getProfile } from '#lambdas/account';
import {
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from '../platform/transactions';
import { nowOf, type PaymentDeps } from './deps';
import { receiptMail } from './receipt-mail';
import {
  lastReceiptNumber,
  RECEIPT_NUMBER_ATTEMPTS,
  receiptCounterUpdate,
} from './receipt-numbers';

export type SucceedOutcome = 'succeeded' | 'unchanged';

/**
 * The money arrived (docs/boosts.md, succeedPayment): in ONE transaction the payment goes from
 * pending to succeeded with the next receipt number (the counter moved on condition), the
 * listing gets its boosts over the version read, and the boost record is written; so a payment
 * boosts once and takes one receipt number, whatever the number of events, and never without
 * succeeding. Then, outside it, an expiry per type bought and the receipt: their failures are
 * logged and undo nothing (the sweep ends a boost whose expiry never started).
 */
export async function succeedPayment(
  deps: PaymentDeps,
  paymentId: string,
  paid: { paymentIntentId: string | null },
): Promise<SucceedOutcome> {
  let movedTries = 0;
  let listingTries = 0;
  let counterTries = 0;
  for (;;) {
    const payment = await getPayment(deps.db, paymentId);
    if (!payment) {
      deps.log.warn('paid event for an unknown payment; ignored', { paymentId });
      return 'unchanged';
    }
    if (payment.status !== 'pending') {
      if (payment.status === 'succeeded') {
        deps.log.info('paid event for a payment that succeeded already', { paymentId });
      } else {
        // Money for a payment given up (expired by the sweep, failed): an operator decides.
        deps.log.error(
          'paid event for a payment no longer pending: refund it or apply it by hand',
          {
            paymentId,
            status: payment.status,
          },
        );
      }
      return 'unchanged';
    }

    const now = nowOf(deps);
    const found = await getListingForChange(deps.db, payment.listing_id);
    const transactionId = paid.paymentIntentId ?? payment.checkout_session_id;
    const boosted = found
      ? boostChanged(
          found.listing,
          withBoostsBought(found.listing, payment.items, now, deps.dayMs),
          now,
        )
      : undefined;
    const boostedUntil = boosted ? boughtUntil(boosted, payment) : null;
    // The next receipt number, taken in the transaction below (receipt-numbers.ts).
    const lastReceipt = await lastReceiptNumber(deps.db);
    const succeeded: StoredPayment = {
      ...payment,
      status: 'succeeded',
      paid_at: now.toISOString(),
      updated_at: now.toISOString(),
      transaction_id: transactionId,
      payment_intent_id: paid.paymentIntentId,
      failure: null,
      boosted_until: boostedUntil,
      receipt_number: lastReceipt + 1,
      ...(found ? {} : { listing_deleted: true }),
    };
    const items: TransactItem[] = [
      {
        Update: paymentTransition(
          deps.db,
          payment.id,
          'pending',
          {
            status: 'succeeded',
            paid_at: succeeded.paid_at,
            transaction_id: transactionId,
            payment_intent_id: paid.paymentIntentId,
            failure: null,
            boosted_until: boostedUntil,
            receipt_number: succeeded.receipt_number,
            ...(found ? {} : { listing_deleted: true }),
          },
          now,
        ),
      },
      { Update: receiptCounterUpdate(deps.db, lastReceipt) },
    ];
    if (found && boosted) {
      // The seller's stock version last: it carries no condition, so the indexes above hold.
      const [listingPut, stockTouch] = listingVersionWrites(
        deps.db,
        found.listing,
        boosted,
        found.extra,
        now,
      );
      items.push(
        listingPut!,
        {
          Put: boostRecordPut(deps.db, payment.listing_id, {
            payment_id: payment.id,
            items: payment.items,
            applied_at: now.toISOString(),
          }),
        },
        stockTouch!,
      );
    }

    try {
      await sendTransaction(deps.db, items);
    } catch (error) {
      // The payment moved on (another delivery of the event won): read again, and stop there.
      if (cancelledOn(error, 0) && ++movedTries < 2 * LISTING_ATTEMPTS) continue;
      // Another payment took the receipt number read: read the counter again.
      if (cancelledOn(error, 1) && ++counterTries < RECEIPT_NUMBER_ATTEMPTS) {
        await pause(counterTries);
        continue;
      }
      // The listing changed since it was read, or another write met this one: read again.
      const retry = cancelledOn(error, 2) || cancelledOn(error, 3) || conflicted(error);
      if (retry && ++listingTries < LISTING_ATTEMPTS) {
        await pause(listingTries);
        continue;
      }
      throw error;
    }

    if (!found) {
      deps.log.warn('payment succeeded for a listing deleted meanwhile: nothing to boost', {
        paymentId,
        listingId: payment.listing_id,
      });
    } else {
      deps.log.info('payment succeeded; listing boosted', {
        paymentId,
        listingId: payment.listing_id,
      });
    }
    await afterSuccess(deps, succeeded, boosted);
    return 'succeeded';
  }
}

/** Each type the payment bought and its end on the boosted listing; null for the others. */
function boughtUntil(boosted: Listing, payment: Pick<StoredPayment, 'items'>): BoostedUntil {
  const bought = new Set(payment.items.map((item) => item.type));
  const until = (type: BoostType) => (bought.has(type) ? boostEnd(boosted, type) : null);
  return {
    search_featured: until('search_featured'),
    homepage_featured: until('homepage_featured'),
  };
}

/** The expiry of each type bought, then the receipt: best effort, the payment stands. */
async function afterSuccess(
  deps: PaymentDeps,
  payment: StoredPayment,
  boosted: Listing | undefined,
): Promise<void> {
  if (boosted) {
    for (const type of new Set(payment.items.map((item) => item.type))) {
      const until = boostEnd(boosted, type);
      if (!until) continue;
      try {
        await deps.startExpiry({ listingId: boosted.id, type, until, paymentId: payment.id });
      } catch (error) {
        deps.log.error('boost expiry not started; the sweep will end it', {
          paymentId: payment.id,
          listingId: boosted.id,
          type,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  try {
    const payer = await getProfile(deps.db, payment.user_id);
    const to = payer?.email.trim();
    if (!to) {
      deps.log.warn('no e-mail address for the receipt', { paymentId: payment.id });
      return;
    }
    await deps.sendMail(receiptMail(payment, boosted, to, deps.siteOrigin));
  } catch (error) {
    deps.log.error('receipt not sent', {
      paymentId: payment.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
