import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredPayment } from '#lambdas/payment/payments-repo';
import { ProviderUnavailableError } from '#lambdas/payment/provider';
import { signEvent } from '#lambdas/payment/signatures';
import { resetStripeSecret, stripeSecret } from '#lambdas/payment/stripe-secret';
import { stripeProvider } from '#lambdas/payment/stripe-provider';

/** A Secrets Manager client that answers one secret string (or fails), counting its calls. */
function secretsClient(answer: () => string | Error) {
  const calls: unknown[] = [];
  const client = {
    send: async (command: unknown) => {
      calls.push(command);
      const value = answer();
      if (value instanceof Error) throw value;
      return { SecretString: value };
    },
    destroy: () => {},
  } as unknown as SecretsManagerClient;
  return { client: () => client, calls };
}

afterEach(() => resetStripeSecret());

describe('the Stripe secret', () => {
  it('is read once per container and kept', async () => {
    const secrets = secretsClient(() =>
      JSON.stringify({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' }),
    );
    const first = await stripeSecret('vanyard/test/stripe', secrets.client);
    const second = await stripeSecret('vanyard/test/stripe', secrets.client);
    expect(first).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(second).toBe(first);
    expect(secrets.calls).toHaveLength(1);
  });

  it('is read again after a failure, and names the secret, never its value', async () => {
    let value: string | Error = new Error('unreachable');
    const secrets = secretsClient(() => value);
    await expect(stripeSecret('vanyard/test/stripe', secrets.client)).rejects.toThrow(
      'unreachable',
    );
    value = JSON.stringify({ secretKey: 'sk_live_do_not_print' });
    const incomplete = stripeSecret('vanyard/test/stripe', secrets.client);
    await expect(incomplete).rejects.toThrow(/vanyard\/test\/stripe is not set/);
    await expect(incomplete).rejects.not.toThrow(/sk_live_do_not_print/);
    expect(secrets.calls).toHaveLength(2);
  });
});

describe('the Stripe provider', () => {
  const payment = { id: 'pay_1', items: [], payment_intent_id: 'pi_1' } as unknown as StoredPayment;

  it('is unavailable, not broken, when its secret cannot be read', async () => {
    const provider = stripeProvider({
      secret: async () => {
        throw new Error('AccessDeniedException: not allowed');
      },
    });
    const attempt = provider.createCheckout({ payment, successUrl: 'x', cancelUrl: 'y' });
    await expect(attempt).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(attempt).rejects.toMatchObject({
      failure: 'Stripe checkout: Error: AccessDeniedException: not allowed',
    });
    await expect(provider.refund(payment)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('verifies webhooks with the secret’s signing secret', async () => {
    const provider = stripeProvider({
      secret: async () => ({
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_provider_test_0000000',
      }),
    });
    const event = { id: 'evt_1', type: 'charge.refunded', data: { object: {} } };
    const { body, signature } = signEvent(event, 'whsec_provider_test_0000000');
    await expect(provider.verifyEvent(body, signature)).resolves.toMatchObject(event);
    const forged = signEvent(event, 'whsec_forged_0000000000000000');
    await expect(provider.verifyEvent(body, forged.signature)).rejects.toThrow(/does not match/);
  });
});
