import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailProvider } from './mail-message';
import { env } from '../config';

/** The part of the SES client the provider uses: a fake in unit tests, SESv2Client in AWS. */
export type SesSender = Pick<SESv2Client, 'send'>;

/** The SES v2 request for one message: UTF-8 throughout, the buyer (say) as reply-to. */
export function sesRequest(message: MailMessage & { from: string }): SendEmailCommand {
  const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });
  return new SendEmailCommand({
    FromEmailAddress: message.from,
    Destination: { ToAddresses: Array.isArray(message.to) ? message.to : [message.to] },
    ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
    Content: {
      Simple: {
        Subject: utf8(message.subject),
        Body: {
          Text: utf8(message.text),
          ...(message.html ? { Html: utf8(message.html) } : {}),
        },
      },
    },
  });
}

/**
 * Amazon SES (v2 API) for deployed stages, in SES_REGION (where the identity is verified; the
 * function's own region when unset). The function's role may send only from the stage's own
 * identity (infra/stack/constructs/route-function.ts).
 */
export function sesProvider(
  client: SesSender = new SESv2Client({ region: env.sesRegion }),
): MailProvider {
  return {
    async send(message) {
      const result = await client.send(sesRequest(message));
      if (!result.MessageId) throw new Error('SES accepted the mail but returned no message id');
      return { messageId: result.MessageId };
    },
  };
}
