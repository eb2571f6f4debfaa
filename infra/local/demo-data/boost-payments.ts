import {
  BOOST_DURATIONS_DAYS,
  BOOST_TYPES,
  type BoostDurationDays,
  type BoostType,
} from '#shared/boosts';
import type { Listing } from '#shared/listing';
import { priceOptions, type BoostedUntil } from '#shared/payments';
import type { BoostRecord, StoredPayment } from '#lambdas/payment/payments-repo';
import type { BoostPlan } from './plan';
import { hashId, Rng } from './random';

/*
 * The payments behind the demo boosts (issue 28): every demo boost was bought, so the admin
 * dashboard's Boosting Revenue, Admin Payments, Admin Boosts, each seller's Payment History and
 * receipts agree with the listings. Deterministic for a seed, like the listings.
 */

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

/** When a demo boost was bought, for how many days, and when it ends (or ended). */
export type DemoBoostPurchase = { paidAt: number; days: BoostDurationDays; end: number };

/** Whole seconds, as the listings' times. */
const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The purchase behind a planned boost: the shortest duration on sale that reaches its end (a
 * boost that has run out was bought for 7 days), paid that many days before the end.
 */
export function demoBoostPurchase(boost: BoostPlan, now: Date): DemoBoostPurchase {
  const end = seconds(now.getTime() + boost.expiresInDays * DAY_MS);
  const days =
    boost.expiresInDays > 0
      ? (BOOST_DURATIONS_DAYS.find((d) => d >= boost.expiresInDays) ?? 30)
      : (7 as const);
  return { paidAt: end - days * DAY_MS, days, end };
}

/** The types a planned boost runs, in the price table's order. */
export function boughtTypes(boost: BoostPlan): BoostType[] {
  return BOOST_TYPES.filter((type) => (type === 'search_featured' ? boost.search : boost.homepage));
}

export type DemoPayments = {
  /** The succeeded payment of the boost (its receipt number given once all are known). */
  paid: StoredPayment;
  /** Now and then a declined card first, minutes before (Payment History's Failed). */
  declined: StoredPayment | null;
  record: BoostRecord;
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The same for a seed and listing whatever the time of seeding (unlike the API's ids, which
 * sort by time), so seeding again overwrites a demo payment instead of adding another.
 */
function demoPaymentId(...parts: (string | number)[]): string {
  return `pay_demo_${hashId(16, 'payment', ...parts)}`;
}

/** The payments of a boosted demo listing, as the checkout and the webhook would leave them. */
export function demoBoostPayments(
  listing: Listing,
  boost: BoostPlan,
  purchase: DemoBoostPurchase,
  seed: number,
  index: number,
): DemoPayments {
  const rng = new Rng('boost-payment', seed, index);
  const priced = priceOptions(boughtTypes(boost).map((type) => ({ type, days: purchase.days })));
  const until = (type: BoostType) =>
    priced.items.some((item) => item.type === type) ? iso(purchase.end) : null;
  const boostedUntil: BoostedUntil = {
    search_featured: until('search_featured'),
    homepage_featured: until('homepage_featured'),
  };
  const created = purchase.paidAt - rng.int(1, 4) * MINUTE_MS;
  const base = {
    user_id: listing.user_id,
    listing_id: listing.id,
    listing_title: listing.title,
    items: priced.items,
    boost_type: priced.boost_type,
    amount_pence: priced.amount_pence,
    currency: 'gbp' as const,
    provider: 'local' as const,
    refunded_at: null,
    failure: null,
  };
  const paidId = demoPaymentId(seed, index, 'paid');
  const intent = `pi_demo_${hashId(16, 'intent', seed, index)}`;
  const paid: StoredPayment = {
    ...base,
    id: paidId,
    status: 'succeeded',
    transaction_id: intent,
    created_at: iso(created),
    updated_at: iso(purchase.paidAt),
    paid_at: iso(purchase.paidAt),
    checkout_session_id: `cs_demo_${hashId(16, 'session', seed, index)}`,
    payment_intent_id: intent,
    boosted_until: boostedUntil,
    receipt_number: null,
  };
  let declined: StoredPayment | null = null;
  if (rng.chance(0.15)) {
    const at = created - rng.int(5, 40) * MINUTE_MS;
    const session = `cs_demo_${hashId(16, 'declined-session', seed, index)}`;
    declined = {
      ...base,
      id: demoPaymentId(seed, index, 'declined'),
      status: 'failed',
      transaction_id: session,
      created_at: iso(at),
      updated_at: iso(at + MINUTE_MS),
      paid_at: null,
      checkout_session_id: session,
      payment_intent_id: null,
      failure: 'Your card was declined.',
      boosted_until: null,
      receipt_number: null,
    };
  }
  return {
    paid,
    declined,
    record: { payment_id: paidId, items: priced.items, applied_at: iso(purchase.paidAt) },
  };
}

/**
 * Receipt numbers for paid demo payments: one a payment already stored has keeps it (seeding
 * again); the others follow `last` (the counter) in the order they were paid (ids break ties).
 * The payments numbered, and the counter's new value.
 */
export function numberReceipts(
  payments: readonly StoredPayment[],
  kept: ReadonlyMap<string, number>,
  last: number,
): { payments: StoredPayment[]; last: number } {
  let next = last;
  const numbered = [...payments]
    .sort((a, b) => (a.paid_at ?? '').localeCompare(b.paid_at ?? '') || a.id.localeCompare(b.id))
    .map((payment) => ({ ...payment, receipt_number: kept.get(payment.id) ?? ++next }));
  return { payments: numbered, last: next };
}
