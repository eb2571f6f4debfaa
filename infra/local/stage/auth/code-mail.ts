import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OnCodeSent } from '../gateway/cognito-proxy';
import type { Mailbox } from '../mailbox';
import { verificationCodeMail } from '../verification-code-mail';

type PoolUser = {
  Username: string;
  Attributes?: { Name: string; Value?: string }[];
  ConfirmationCode?: string;
};

/** cognito-local keeps each pool in `<cwd>/.cognito/db/<poolId>.json` (the stage's cwd is `<data>/cognito`). */
export function poolFile(dataDir: string, userPoolId: string): string {
  return join(dataDir, 'cognito', '.cognito', 'db', `${userPoolId}.json`);
}

const emailOf = (user: PoolUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;

const READ_ATTEMPTS = 20;
const READ_PAUSE_MS = 50;

/**
 * The user `find` picks from the pool file, read again (for up to a second) while the file does
 * not parse or holds no code for them: cognito-local saves the pool with a plain fs.writeFile, so
 * while another request's save is under way (two browsers signing up at once) the file can be
 * half written.
 */
async function readPoolUser(
  file: string,
  find: (users: PoolUser[]) => PoolUser | undefined,
): Promise<PoolUser | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      const pool = JSON.parse(await readFile(file, 'utf8')) as { Users?: Record<string, PoolUser> };
      const user = find(Object.values(pool.Users ?? {}));
      if (user?.ConfirmationCode || attempt >= READ_ATTEMPTS) return user;
    } catch (error) {
      if (attempt >= READ_ATTEMPTS) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
  }
}

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
      const user = await readPoolUser(options.file, (users) =>
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
