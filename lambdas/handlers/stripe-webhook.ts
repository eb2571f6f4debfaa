import { stripeWebhookRoute } from '#shared/api/routes/stripe-webhook';
import { createHttpHandler } from '../http/create-handler';
import { badRequest } from '../http/http-error';
import { handleWebhook } from '../payment/handle-webhook';
import { WebhookSignatureError } from '../payment/provider';
import { stagePaymentDeps } from '../payment/stage-deps';

/**
 * POST /api/webhooks/stripe: the provider's signed events. A missing or wrong signature is a
 * 400 and changes nothing; every verified event is a 200 once handled, applied or not.
 */
export const handler = createHttpHandler(stripeWebhookRoute, async ({ body, event, log }) => {
  try {
    await handleWebhook(stagePaymentDeps(log), body, event.headers?.['stripe-signature']);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn('webhook refused: bad signature', { reason: error.message });
      throw badRequest(error.message);
    }
    throw error;
  }
  return { body: { received: true as const } };
});
