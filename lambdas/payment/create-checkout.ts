import { isLive } from '#shared/listing';
import {
  BOOST_MESSAGES,
  priceOptions,
  type Checkout,
  type CheckoutRequest,
} from '#shared/payments';
import { insertPayment, updatePaymentIf, type StoredPayment } from './payments-repo';
import { ConflictError, UnavailableError } from '../platform/errors';
import { ownListingToBoost } from './boost-page';
import { returnUrls } from './checkout-lines';
import { newPaymentId, nowOf, type PaymentDeps } from './deps';
import { ProviderUnavailableError } from './provider';

/** The public code of a boost refused because the listing is not live. */
export const NOT_BOOSTABLE = 'not_boostable';

/** Seconds the boost page is told to wait before trying again when the provider is down. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;

/**
 * POST /api/me/listings/{id}/boosts: prices the options from the price table (the request
 * carries types and days only), records the pending payment first, then asks the provider for
 * a checkout and stores its session on the payment. A provider that cannot be reached or
 * refuses leaves the payment failed (nothing charged, nothing pending) and answers 503.
 */
export async function createBoostCheckout(
  deps: Pick<PaymentDeps, 'db' | 'provider' | 'siteOrigin' | 'log' | 'now' | 'newPaymentId'>,
  userId: string,
  listingId: string,
  request: CheckoutRequest,
): Promise<Checkout> {
  const listing = await ownListingToBoost(deps, userId, listingId);
  if (!isLive(listing)) throw new ConflictError(BOOST_MESSAGES.notLive, NOT_BOOSTABLE);

  const now = nowOf(deps);
  const priced = priceOptions(request.options);
  const payment: StoredPayment = {
    id: (deps.newPaymentId ?? newPaymentId)(now),
    user_id: userId,
    listing_id: listing.id,
    listing_title: listing.title,
    items: priced.items,
    boost_type: priced.boost_type,
    amount_pence: priced.amount_pence,
    currency: 'gbp',
    status: 'pending',
    provider: deps.provider.name,
    transaction_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    paid_at: null,
    refunded_at: null,
    checkout_session_id: null,
    payment_intent_id: null,
    failure: null,
    boosted_until: null,
    receipt_number: null,
  };
  // Written before the provider is asked, so every checkout it makes has its payment.
  await insertPayment(deps.db, payment, now);

  let session: { sessionId: string; url: string };
  try {
    session = await deps.provider.createCheckout({
      payment,
      ...returnUrls(deps.siteOrigin, payment),
    });
  } catch (error) {
    const failure =
      error instanceof ProviderUnavailableError
        ? error.failure
        : `${error instanceof Error ? error.name : 'Error'}: checkout could not be created`;
    deps.log.error('checkout not created; the payment is marked failed', {
      paymentId: payment.id,
      failure,
    });
    await updatePaymentIf(
      deps.db,
      payment.id,
      'pending',
      { status: 'failed', failure },
      nowOf(deps),
    );
    throw new UnavailableError(
      BOOST_MESSAGES.requestFailed,
      'payment_unavailable',
      PROVIDER_RETRY_AFTER_SECONDS,
    );
  }

  const stored = await updatePaymentIf(
    deps.db,
    payment.id,
    'pending',
    // The session stands for the transaction until the payment intent replaces it.
    { checkout_session_id: session.sessionId, transaction_id: session.sessionId },
    nowOf(deps),
  );
  if (stored === 'moved-on') {
    // Only the sweep moves a pending payment without a session, and not within a second.
    deps.log.error('payment moved on before its checkout session was stored', {
      paymentId: payment.id,
    });
    throw new UnavailableError(BOOST_MESSAGES.requestFailed, 'payment_unavailable');
  }
  deps.log.info('checkout created', {
    paymentId: payment.id,
    listingId: listing.id,
    amountPence: payment.amount_pence,
  });
  return { url: session.url, payment_id: payment.id };
}
