import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { siteOrigin } from '../platform/site-origin';
import { accountCodeMail, isCodePurpose } from '../account/account-code-mail';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'custom-message' });

/**
 * Cognito's custom-message trigger: our wording for every mail that carries a code, and the
 * reset mail's link to /auth/update-password. Other messages (an admin's invitation, MFA codes)
 * keep Cognito's text. Without the site origin the mail still goes, in Cognito's words, rather
 * than the sign-up or reset failing.
 */
export const handler = async (
  event: CustomMessageTriggerEvent,
): Promise<CustomMessageTriggerEvent> => {
  const purpose = event.triggerSource.replace(/^CustomMessage_/, '');
  const email = event.request.userAttributes.email;
  if (!isCodePurpose(purpose) || !email) return event;
  try {
    const mail = accountCodeMail({
      purpose,
      email,
      code: event.request.codeParameter,
      siteOrigin: await siteOrigin(),
    });
    event.response.emailSubject = mail.subject;
    event.response.emailMessage = mail.html;
  } catch (error) {
    log.error('Custom message not made; Cognito sends its own', {
      triggerSource: event.triggerSource,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return event;
};
