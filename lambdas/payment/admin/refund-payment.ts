import type { Payment } from '#shared/payments';
import { auditPuts, changedFields, newAuditEntry, type AuditActor } from '#lambdas/admin';
import type { Db } from '../../platform/db';
import { getPayment, paymentView, type StoredPayment } from '../payments-repo';
import { sendTransaction, type TransactItem } from '../../platform/transactions';
import { ConflictError, NotFoundError, UnavailableError } from '../../platform/errors';
import type { Listing } from '#shared/listing';
import { nowOf, type PaymentDeps } from '../deps';
import { PAYMENT_MESSAGES } from '../messages';
import { ProviderUnavailableError } from '../provider';
import { applyRefund } from '../refund-payment';

/** The listing's boost fields a refund may change, for the audit entry. */
const BOOST_FIELDS = [
  'search_featured',
  'homepage_featured',
  'search_featured_until',
  'homepage_featured_until',
  'boost_expires',
] as const;

/**
 * The refund's audit entry, under the listing it boosted and its payer (who sees what admins
 * did to their listings): the payment's state and the boost fields that changed, and why.
 */
function refundAuditPuts(
  db: Db,
  input: {
    actor: AuditActor;
    payment: StoredPayment;
    listing?: { before: Listing; after: Listing };
    reason: string;
    at: Date;
  },
): TransactItem[] {
  const boosts = input.listing
    ? changedFields(input.listing.before, input.listing.after, BOOST_FIELDS)
    : null;
  const entry = newAuditEntry({
    actor: input.actor,
    action: 'refund',
    target: { kind: 'listing', id: input.payment.listing_id, label: input.payment.listing_title },
    before: {
      payment_id: input.payment.id,
      payment_status: 'succeeded',
      amount_pence: input.payment.amount_pence,
      ...boosts?.before,
    },
    after: { payment_id: input.payment.id, payment_status: 'refunded', ...boosts?.after },
    reason: input.reason,
    at: input.at,
  });
  return auditPuts(db, entry, [{ kind: 'user', id: input.payment.user_id }]);
}

/**
 * POST /api/admin/payments/{id}/refund: a succeeded payment only (else 409). The provider
 * refunds first; then one transaction marks the payment refunded, ends the boosts it bought and
 * records the admin's action. The provider's `charge.refunded` that follows finds it done; if
 * it got here first (it ended the boosts), the admin's action is recorded alone.
 */
export async function adminRefundPayment(
  deps: Pick<PaymentDeps, 'db' | 'provider' | 'log' | 'now'>,
  actor: AuditActor,
  paymentId: string,
  reason: string,
): Promise<Payment> {
  const payment = await getPayment(deps.db, paymentId);
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'succeeded') {
    throw new ConflictError(PAYMENT_MESSAGES.notRefundable(payment.status), 'not_refundable');
  }
  try {
    await deps.provider.refund(payment);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    deps.log.error('refund refused or unreachable at the provider', {
      paymentId,
      failure: error.failure,
    });
    throw new UnavailableError(PAYMENT_MESSAGES.refundUnavailable, 'payment_unavailable', 30);
  }

  const applied = await applyRefund(deps, paymentId, ({ payment: paid, listing, now }) =>
    refundAuditPuts(deps.db, { actor, payment: paid, listing, reason, at: now }),
  );
  if (typeof applied === 'object') return paymentView(applied.payment);

  const current = await getPayment(deps.db, paymentId);
  if (current?.status === 'refunded') {
    await sendTransaction(
      deps.db,
      refundAuditPuts(deps.db, { actor, payment, reason, at: nowOf(deps) }),
    );
    return paymentView(current);
  }
  throw new ConflictError(PAYMENT_MESSAGES.changedMeanwhile, 'payment_changed');
}
