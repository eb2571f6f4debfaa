import { accountCodeMail, type CodePurpose } from '#lambdas/account/account-code-mail';
import type { MailToDeliver } from './mailbox';

/** A code Cognito would have e-mailed (cognito-local only creates it). */
export type CodeDelivery = {
  /** The Cognito API operation that produced it: SignUp, ForgotPassword, ... */
  operation: string;
  username: string;
  destination: string;
  code: string;
};

// Cognito's own sender, as a pool without SES sends from.
const COGNITO_FROM = 'VanYard <no-reply@verificationemail.com>';

/** The API operation that makes Cognito send a code, and the trigger source it sends it under. */
const PURPOSE_OF_OPERATION: Record<string, CodePurpose> = {
  SignUp: 'SignUp',
  ResendConfirmationCode: 'ResendCode',
  ForgotPassword: 'ForgotPassword',
  UpdateUserAttributes: 'UpdateUserAttribute',
  GetUserAttributeVerificationCode: 'VerifyUserAttribute',
};

/**
 * The mail Cognito would have sent for a code cognito-local only created: the same wording the
 * AWS stage's custom-message trigger gives Cognito (lambdas/account/account-code-mail.ts).
 */
export function verificationCodeMail(delivery: CodeDelivery, siteOrigin: string): MailToDeliver {
  const purpose = PURPOSE_OF_OPERATION[delivery.operation] ?? 'VerifyUserAttribute';
  const mail = accountCodeMail({
    purpose,
    email: delivery.destination,
    code: delivery.code,
    siteOrigin,
  });
  return { to: delivery.destination, from: COGNITO_FROM, ...mail };
}
