import { describe, expect, it } from 'vitest';
import { signEvent, verifySignedEvent } from '#lambdas/payment/signatures';
import { WebhookSignatureError } from '#lambdas/payment/provider';

const SECRET = 'whsec_unit_test_secret_000000000000';
const event = { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } };

describe('webhook signatures', () => {
  it('verifies an event signed with the same secret, over the exact body', () => {
    const { body, signature } = signEvent(event, SECRET);
    expect(verifySignedEvent(body, signature, SECRET)).toMatchObject(event);
  });

  it('refuses a missing header, another secret, an altered body and an old signature', () => {
    const { body, signature } = signEvent(event, SECRET);
    const refused = (run: () => unknown) => expect(run).toThrow(WebhookSignatureError);
    refused(() => verifySignedEvent(body, undefined, SECRET));
    refused(() => verifySignedEvent(body, '', SECRET));
    refused(() => verifySignedEvent(body, signature, 'whsec_another_secret_0000000000000'));
    refused(() => verifySignedEvent(`${body} `, signature, SECRET));
    // Stripe's tolerance is 5 minutes: a request replayed an hour later is refused.
    const old = signEvent(event, SECRET, new Date(Date.now() - 3600_000));
    refused(() => verifySignedEvent(old.body, old.signature, SECRET));
  });

  it('refuses a signed body that is not an event', () => {
    const { body, signature } = signEvent({ id: 'x' } as never, SECRET);
    expect(() => verifySignedEvent(body, signature, SECRET)).toThrow(WebhookSignatureError);
  });
});
