import type { MailToDeliver } from './mailbox';

/** A code Cognito would have e-mailed (cognito-local only creates it). */
export type CodeDelivery = {
  /** The Cognito operation that produced it: SignUp, ForgotPassword, ... */
  operation: string;
  username: string;
  destination: string;
  code: string;
};

export const VERIFICATION_CODE_SUBJECT = 'Your VanYard verification code';
const COGNITO_FROM = 'VanYard <no-reply@verificationemail.com>';

const PURPOSE: Record<string, string> = {
  SignUp: 'confirm your e-mail address and finish creating your VanYard account',
  ForgotPassword: 'reset your VanYard password',
  ResendConfirmationCode: 'confirm your e-mail address',
  GetUserAttributeVerificationCode: 'verify your new e-mail address',
  UpdateUserAttributes: 'verify your new e-mail address',
};

/**
 * The mail Cognito would have sent for a code cognito-local only created. A password reset also
 * links to /auth/update-password with the address and the code, as the reset page promises.
 */
export function verificationCodeMail(delivery: CodeDelivery, siteOrigin?: string): MailToDeliver {
  const purpose = PURPOSE[delivery.operation] ?? 'continue';
  const link =
    delivery.operation === 'ForgotPassword' && siteOrigin
      ? `\n\nOr open this link to set a new password:\n${siteOrigin}/auth/update-password?${new URLSearchParams({ email: delivery.destination, code: delivery.code })}`
      : '';
  return {
    to: delivery.destination,
    from: COGNITO_FROM,
    subject: VERIFICATION_CODE_SUBJECT,
    text: `Your verification code is ${delivery.code}\n\nEnter it to ${purpose}.${link}\n\n(Local stage: Cognito operation ${delivery.operation}, user ${delivery.username}.)`,
  };
}
