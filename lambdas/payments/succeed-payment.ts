import { boostEnd, type Listing } from '../../shared/listing';
import { withBoostsBought } from '../boosts/boost-state';
import { getListingForChange } from '../data/own-listings-repo';
import {
  boostRecordPut,
  getPayment,
  listingVersionPut,
  paymentTransition,
  type StoredPayment,
} from '../data/payments-repo';
import { getProfile } from '../data/profiles-repo';
import { cancelledOn, conflicted, sendTransaction, type TransactItem } from '../data/transactions';
import { nowOf, type PaymentDeps } from './deps';
import { boostChanged, LISTING_ATTEMPTS, pause } from './listing-version';
import { receiptMail } from './receipt-mail';

export type SucceedOutcome = 'succeeded' | 'unchanged';

/**
 * The money arrived (docs/boosts.md, succeedPayment): in ONE transaction the payment goes from
 * pending to succeeded, the listing gets its boosts over the version read, and the boost record
 * is written; so a payment boosts once, whatever the number of events, and never without
 * succeeding. Then, outside it, an expiry per type bought and the receipt: their failures are
 * logged and undo nothing (the sweep ends a boost whose expiry never started).
 */
export async function succeedPayment(
  deps: PaymentDeps,
  paymentId: string,
  paid: { paymentIntentId: string | null },
): Promise<SucceedOutcome> {
  for (let attempt = 1; ; attempt++) {
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
    const succeeded: StoredPayment = {
      ...payment,
      status: 'succeeded',
      paid_at: now.toISOString(),
      updated_at: now.toISOString(),
      transaction_id: transactionId,
      payment_intent_id: paid.paymentIntentId,
      failure: null,
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
            ...(found ? {} : { listing_deleted: true }),
          },
          now,
        ),
      },
    ];
    let boosted: Listing | undefined;
    if (found) {
      boosted = boostChanged(
        found.listing,
        withBoostsBought(found.listing, payment.items, now, deps.dayMs),
        now,
      );
      items.push(
        { Put: listingVersionPut(deps.db, found.listing, boosted, found.extra, now) },
        {
          Put: boostRecordPut(deps.db, payment.listing_id, {
            payment_id: payment.id,
            items: payment.items,
            applied_at: now.toISOString(),
          }),
        },
      );
    }

    try {
      await sendTransaction(deps.db, items);
    } catch (error) {
      // The payment moved on (another delivery of the event won): read again, and stop there.
      if (cancelledOn(error, 0) && attempt < 2 * LISTING_ATTEMPTS) continue;
      // The listing changed since it was read, or another write met this one: read again.
      const retry = cancelledOn(error, 1) || cancelledOn(error, 2) || conflicted(error);
      if (retry && attempt < LISTING_ATTEMPTS) {
        await pause(attempt);
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
