import { readPoolUsers, type PoolUser } from './pool-file';
import type { CognitoAnswer, LocalOperation } from '../gateway/cognito-proxy';
import type { Mailbox } from '../mailbox';
import { verificationCodeMail } from '../verification-code-mail';
import { resendLimiter } from './resend-limiter';

/**
 * How often one account may be sent a new sign-up code on the local stage: one a minute, five an
 * hour. Cognito keeps its own per-account limit in AWS; the SPA waits a minute between its own
 * requests on both stages (docs/decisions/033-account-policy-on-the-contract.md).
 */
export const RESEND_CODE_LIMIT = { minimumGapSeconds: 60, perHour: 5 } as const;

const emailOf = (user: PoolUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;

/** Cognito's masked destination: 'j***@e***'. */
export function maskedAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const delivered = (address: string): CognitoAnswer => ({
  status: 200,
  body: {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: maskedAddress(address),
    },
  },
});

const refusal = (type: string, message: string): CognitoAnswer => ({
  status: 400,
  body: { __type: type, message },
});

async function poolUsers(file: string): Promise<PoolUser[]> {
  return readPoolUsers(file).catch(() => []);
}

/**
 * ResendConfirmationCode, which cognito-local lacks (it answers 500): a new code for an
 * unconfirmed account, mailed to the local mailbox with the wording of the AWS stage's trigger.
 * The new code comes from cognito-local itself, through ForgotPassword: for an unconfirmed user
 * that only replaces the code ConfirmSignUp checks (cognito-local keeps one code per user), so
 * the old code stops working as in Cognito. As Cognito with user existence errors prevented, an
 * unknown address gets the same answer as a known one and no mail; a confirmed one
 * 'User is already confirmed.'; past RESEND_CODE_LIMIT, LimitExceededException.
 */
export function resendConfirmationCode(options: {
  /** cognito-local's pool file (auth/pool-file.ts poolFile). */
  file: string;
  cognitoEndpoint: string;
  mailbox: Mailbox;
  siteOrigin: string;
  log: (line: string) => void;
  now?: () => number;
}): LocalOperation {
  const limiter = resendLimiter(RESEND_CODE_LIMIT, options.now);
  return async (request) => {
    const asked = typeof request.Username === 'string' ? request.Username.trim() : '';
    if (!asked || typeof request.ClientId !== 'string') {
      return refusal('InvalidParameterException', 'Username and ClientId are required.');
    }
    const lower = asked.toLowerCase();
    const find = (users: PoolUser[]) =>
      users.find((u) => u.Username.toLowerCase() === lower || emailOf(u)?.toLowerCase() === lower);
    const user = find(await poolUsers(options.file));
    const address = user && emailOf(user);
    if (!user || !address) return delivered(asked);
    if (user.UserStatus !== 'UNCONFIRMED') {
      return refusal('InvalidParameterException', 'User is already confirmed.');
    }
    if (!limiter.take(user.Username)) {
      return refusal(
        'LimitExceededException',
        'Attempt limit exceeded, please try after some time.',
      );
    }
    const upstream = await fetch(options.cognitoEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ForgotPassword',
      },
      body: JSON.stringify({ ClientId: request.ClientId, Username: user.Username }),
    });
    const answer = (await upstream.json().catch(() => ({}))) as Record<string, unknown>;
    if (!upstream.ok) return { status: upstream.status, body: answer };
    const code = find(await poolUsers(options.file))?.ConfirmationCode;
    if (!code) {
      options.log(`No new code for ${user.Username} after ResendConfirmationCode`);
      return refusal('CodeDeliveryFailureException', 'Unable to deliver the code.');
    }
    await options.mailbox.deliver(
      verificationCodeMail(
        {
          operation: 'ResendConfirmationCode',
          username: user.Username,
          destination: address,
          code,
        },
        options.siteOrigin,
      ),
    );
    return delivered(address);
  };
}
