import type { OnCodeSent } from '../gateway/cognito-proxy';
import type { Mailbox } from '../mailbox';
import { verificationCodeMail } from '../verification-code-mail';
import { readUserWithCode, type PoolUser } from './pool-file';

const emailOf = (user: PoolUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;

/**
 * Mails the code cognito-local just created (it prints codes instead of sending them): read from
 * its pool file, which it writes before it answers. SignUp names the user by the answer's
 * UserSub; ForgotPassword and ResendConfirmationCode by the e-mail address the request gave.
 */
export function mailCodesFromPool(options: {
  file: string;
  mailbox: Mailbox;
  /** For the reset mail's link. */
  siteOrigin: string;
  log: (line: string) => void;
}): OnCodeSent {
  return async ({ operation, request, response }) => {
    const asked = String(request.Username ?? '').toLowerCase();
    try {
      const user = await readUserWithCode(options.file, (users) =>
        operation === 'SignUp'
          ? users.find((u) => u.Username === response.UserSub)
          : users.find(
              (u) => u.Username === request.Username || emailOf(u)?.toLowerCase() === asked,
            ),
      );
      const destination = user && emailOf(user);
      if (!user?.ConfirmationCode || !destination) {
        return options.log(
          `No code to mail after ${operation} for ${asked || String(response.UserSub)}`,
        );
      }
      await options.mailbox.deliver(
        verificationCodeMail(
          {
            operation,
            username: user.Username,
            destination,
            code: user.ConfirmationCode,
          },
          options.siteOrigin,
        ),
      );
    } catch (error) {
      options.log(
        `Could not mail the ${operation} code: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
