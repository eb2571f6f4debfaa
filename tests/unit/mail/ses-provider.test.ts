import { describe, expect, it } from 'vitest';
import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesProvider, type SesSender } from '#lambdas/mail/ses-provider';

/** Records each request instead of calling AWS (SES has no local emulator here). */
function recordingSes(answer: { MessageId?: string } | Error) {
  const sent: SendEmailCommand[] = [];
  const client = {
    send: (command: SendEmailCommand) => {
      sent.push(command);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  } as unknown as SesSender;
  return { client, sent };
}

describe('the SES mail provider', () => {
  it('sends plain text from the stage sender with the buyer as reply-to', async () => {
    const ses = recordingSes({ MessageId: 'ses-123' });
    const result = await sesProvider(ses.client).send({
      from: 'VanYard <no-reply@vanyard.co.uk>',
      to: 'seller@example.com',
      replyTo: 'buyer@example.com',
      subject: 'Enquiry about your 2019 Ford Transit — £12,995',
      text: 'Is it still for sale?\n<script>alert(1)</script>',
    });
    expect(result).toEqual({ messageId: 'ses-123' });
    expect(ses.sent).toHaveLength(1);
    expect(ses.sent[0]!.input).toEqual({
      FromEmailAddress: 'VanYard <no-reply@vanyard.co.uk>',
      Destination: { ToAddresses: ['seller@example.com'] },
      ReplyToAddresses: ['buyer@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'Enquiry about your 2019 Ford Transit — £12,995', Charset: 'UTF-8' },
          Body: {
            Text: { Data: 'Is it still for sale?\n<script>alert(1)</script>', Charset: 'UTF-8' },
          },
        },
      },
    });
  });

  it('sends to several recipients, with an HTML part only when given, and no reply-to', async () => {
    const ses = recordingSes({ MessageId: 'ses-124' });
    await sesProvider(ses.client).send({
      from: 'a@vanyard.co.uk',
      to: ['x@example.com', 'y@example.com'],
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
    });
    const input = ses.sent[0]!.input;
    expect(input.Destination?.ToAddresses).toEqual(['x@example.com', 'y@example.com']);
    expect(input.ReplyToAddresses).toBeUndefined();
    expect(input.Content?.Simple?.Body?.Html).toEqual({ Data: '<p>T</p>', Charset: 'UTF-8' });
  });

  it('passes SES failures on, so the caller can answer 503 and keep the stored enquiry', async () => {
    const ses = recordingSes(new Error('Throttling'));
    await expect(
      sesProvider(ses.client).send({ from: 'a@b.c', to: 'd@e.f', subject: 's', text: 't' }),
    ).rejects.toThrow('Throttling');
  });

  it('treats an answer without a message id as a failure', async () => {
    const ses = recordingSes({});
    await expect(
      sesProvider(ses.client).send({ from: 'a@b.c', to: 'd@e.f', subject: 's', text: 't' }),
    ).rejects.toThrow(/no message id/);
  });
});
