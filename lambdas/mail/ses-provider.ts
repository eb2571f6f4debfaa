import type { MailProvider } from './mail-message';

/**
 * Amazon SES (v2 API) for deployed stages.
 *
 * Not implemented yet: `@aws-sdk/client-sesv2` is not a dependency of the project. Once it is,
 * this becomes `new SESv2Client({}).send(new SendEmailCommand({ FromEmailAddress: from,
 * Destination: { ToAddresses: to }, ReplyToAddresses, Content: { Simple: { Subject, Body: {
 * Text, Html } } } }))` returning `MessageId`, and the sending functions get `ses:SendEmail`
 * on the stage's identity. Until then choosing SES fails loudly instead of dropping mail.
 */
export function sesProvider(): MailProvider {
  return {
    send() {
      return Promise.reject(
        new Error(
          'MAIL_PROVIDER=ses is not available yet: add @aws-sdk/client-sesv2 and implement lambdas/mail/ses-provider.ts.',
        ),
      );
    },
  };
}
