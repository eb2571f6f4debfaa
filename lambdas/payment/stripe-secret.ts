import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { z } from 'zod';

/** The stage's Stripe secret in Secrets Manager (`vanyard/{stage}/stripe`, docs/infrastructure.md). */
export const stripeSecretSchema = z.object({
  /** The restricted or secret API key (sk_live_…, rk_live_…). */
  secretKey: z.string().min(1),
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: z.string().min(1),
});
export type StripeSecret = z.infer<typeof stripeSecretSchema>;

let cached: { name: string; value: Promise<StripeSecret> } | undefined;

export function resetStripeSecret(): void {
  cached = undefined;
}

/**
 * The secret, read once per container and kept: a key rotation reaches new containers (and
 * this one after a failed read). Errors name the secret, never its value.
 */
export function stripeSecret(
  name: string,
  client: () => SecretsManagerClient = () => new SecretsManagerClient({}),
): Promise<StripeSecret> {
  if (cached?.name === name) return cached.value;
  const value = readStripeSecret(name, client());
  cached = { name, value };
  value.catch(() => {
    if (cached?.value === value) cached = undefined;
  });
  return value;
}

async function readStripeSecret(name: string, client: SecretsManagerClient): Promise<StripeSecret> {
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: name }));
    let json: unknown;
    try {
      json = JSON.parse(SecretString ?? '');
    } catch {
      json = undefined;
    }
    const parsed = stripeSecretSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        `The secret ${name} is not set: it must be JSON with "secretKey" and "webhookSecret" (docs/infrastructure.md)`,
      );
    }
    return parsed.data;
  } finally {
    client.destroy();
  }
}
