import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the stage reads of a user in cognito-local's pool file. */
export type PoolUser = {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Attributes?: { Name: string; Value?: string }[];
  ConfirmationCode?: string;
  RefreshTokens?: string[];
};

/** cognito-local keeps each pool in `<cwd>/.cognito/db/<poolId>.json` (the stage's cwd is `<data>/cognito`). */
export function poolFile(dataDir: string, userPoolId: string): string {
  return join(dataDir, 'cognito', '.cognito', 'db', `${userPoolId}.json`);
}

const READ_ATTEMPTS = 20;
const READ_PAUSE_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pool's users; none while the pool file does not exist yet. cognito-local saves the pool
 * with a plain fs.writeFile, so while another request's save is under way (two browsers signing
 * up at once) the file can be half written: it is read again, for up to a second, until it
 * parses, and every reader (codes, disabled accounts, resent codes) sees a whole pool.
 */
export async function readPoolUsers(file: string): Promise<PoolUser[]> {
  for (let attempt = 1; ; attempt++) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      const pool = JSON.parse(text) as { Users?: Record<string, PoolUser> };
      return Object.values(pool.Users ?? {});
    } catch (error) {
      if (attempt >= READ_ATTEMPTS) throw error;
    }
    await pause(READ_PAUSE_MS);
  }
}

/** The user `find` picks, read again (for up to a second) until cognito-local has saved their code. */
export async function readUserWithCode(
  file: string,
  find: (users: PoolUser[]) => PoolUser | undefined,
): Promise<PoolUser | undefined> {
  for (let attempt = 1; ; attempt++) {
    const user = find(await readPoolUsers(file));
    if (user?.ConfirmationCode || attempt >= READ_ATTEMPTS) return user;
    await pause(READ_PAUSE_MS);
  }
}
