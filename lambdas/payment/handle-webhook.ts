import { getPayment, updatePaymentIf } from './payments-repo';
import { UnavailableError } from '../platform/errors';
import { nowOf, type PaymentDeps } from './deps';
import { ProviderUnavailableError, type ProviderEvent } from './provider';
import { applyRefund } from './refund-payment';
import { succeedPayment } from './succeed-payment';
import { webhookAction, type WebhookAction } from './webhook-events';

export type WebhookOutcome =
  | 'succeeded'
  | 'failed'
  | 'expired'
  | 'refunded'
  /** Verified, and nothing to change: a duplicate, a late or reordered event, a foreign one. */
  | 'unchanged'
  | 'ignored';

/** The provider down while an event is handled: 503, and the provider delivers it again. */
function providerDown(deps: PaymentDeps, error: ProviderUnavailableError): UnavailableError {
  deps.log.warn('webhook event not handled: the provider is unreachable', {
    failure: error.failure,
  });
  return new UnavailableError('The payment provider could not be reached.', 'provider_unavailable');
}

/**
 * POST /api/webhooks/stripe: verifies the event's signature over the exact body (throws
 * WebhookSignatureError: nothing changes), then applies it as a conditional transition of the
 * payment it names. Every event the provider signed is answered 200 once handled, even when it
 * changes nothing (a duplicate, a reordered or late event, a payment that is not ours), so the
 * provider stops sending it.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: ProviderEvent;
  try {
    event = await deps.provider.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerDown(deps, error);
    throw error;
  }
  const action = webhookAction(event);
  const context = { eventId: event.id, eventType: event.type };
  if (action.kind === 'ignore') {
    deps.log.info('webhook event ignored', { ...context, why: action.why });
    return 'ignored';
  }
  const paymentId = await paymentIdOf(deps, action);
  const payment = paymentId ? await getPayment(deps.db, paymentId) : undefined;
  if (!payment) {
    deps.log.warn('webhook event for an unknown payment; nothing changed', {
      ...context,
      paymentId,
    });
    return 'unchanged';
  }
  const log = { ...context, paymentId: payment.id };
  if (
    'sessionId' in action &&
    payment.checkout_session_id &&
    action.sessionId !== payment.checkout_session_id
  ) {
    deps.log.warn('webhook event for another checkout session of the payment; nothing changed', {
      ...log,
      sessionId: action.sessionId,
    });
    return 'unchanged';
  }

  switch (action.kind) {
    case 'succeed': {
      if (action.amountPence !== null && action.amountPence !== payment.amount_pence) {
        deps.log.error('paid amount differs from the payment; nothing applied', {
          ...log,
          paid: action.amountPence,
          expected: payment.amount_pence,
        });
        return 'unchanged';
      }
      const outcome = await succeedPayment(deps, payment.id, {
        paymentIntentId: action.paymentIntentId,
      });
      return outcome === 'succeeded' ? 'succeeded' : 'unchanged';
    }
    case 'wait':
      deps.log.info('checkout completed, payment still on its way', log);
      return 'unchanged';
    case 'fail':
    case 'expire': {
      const to = action.kind === 'fail' ? 'failed' : 'expired';
      const moved = await updatePaymentIf(
        deps.db,
        payment.id,
        'pending',
        { status: to, ...(action.kind === 'fail' ? { failure: action.failure } : {}) },
        nowOf(deps),
      );
      if (moved === 'moved-on') {
        deps.log.info(`${to} event for a payment no longer pending; nothing changed`, log);
        return 'unchanged';
      }
      deps.log.info(`payment ${to}`, log);
      return to;
    }
    case 'refund': {
      const applied = await applyRefund(deps, payment.id);
      if (typeof applied === 'object') return 'refunded';
      deps.log.info('refund event for a payment not succeeded; nothing changed', {
        ...log,
        status: payment.status,
      });
      return 'unchanged';
    }
  }
}

/** The payment an event names: its metadata, or (a refund without it) its payment intent's. */
async function paymentIdOf(deps: PaymentDeps, action: WebhookAction): Promise<string | null> {
  if (action.kind === 'ignore') return null;
  if (action.paymentId) return action.paymentId;
  if (action.kind !== 'refund' || !action.paymentIntentId) return null;
  try {
    return await deps.provider.paymentIdForIntent(action.paymentIntentId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw providerDown(deps, error);
    throw error;
  }
}
