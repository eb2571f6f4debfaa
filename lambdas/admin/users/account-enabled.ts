import { isUserDisabled } from '../../data/admin-users-repo';
import type { Db } from '../../data/db';
import { HttpError } from '../../http/http-error';

export const ACCOUNT_DISABLED_MESSAGE = 'Your account is disabled';

/**
 * Refuses a seller's listing write while an admin has disabled their account (403): their ID
 * token stays valid for up to an hour after Cognito's sign-out, so the API checks the profile.
 */
export async function assertAccountEnabled(db: Db, userId: string): Promise<void> {
  if (await isUserDisabled(db, userId)) {
    throw new HttpError(403, 'account_disabled', ACCOUNT_DISABLED_MESSAGE);
  }
}
