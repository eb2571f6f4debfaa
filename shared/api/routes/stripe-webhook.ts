import { webhookReceivedSchema } from '../../payments';
import { defineRoute, json } from '../contract';

export const stripeWebhookRoute = defineRoute({
  id: 'StripeWebhook',
  method: 'POST',
  path: '/api/webhooks/stripe',
  auth: 'public',
  maxBodyBytes: 256 * 1024,
  rawBody: true,
  response: json(webhookReceivedSchema),
  description:
    "The payment provider's signed events: applied once per payment, whatever their number or order.",
});
