import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';
import { jsonSecretReader } from '../platform/json-secret';

/** The stage's Stripe secret in Secrets Manager (`vanyard/{stage}/stripe`, docs/infrastructure.md). */
export const stripeSecretSchema = z.object({
  /** The restricted or secret API key (sk_live_…, rk_live_…). */
  secretKey: z.string().min(1),
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: z.string().min(1),
});
export type StripeSecret = z.infer<typeof stripeSecretSchema>;

const reader = jsonSecretReader(
  stripeSecretSchema,
  '"secretKey" and "webhookSecret"',
  'docs/infrastructure.md',
);

export function resetStripeSecret(): void {
  reader.reset();
}

/** The secret, read once per container and kept (platform/json-secret.ts). */
export function stripeSecret(
  name: string,
  client?: () => SecretsManagerClient,
): Promise<StripeSecret> {
  return reader.read(name, client);
}
