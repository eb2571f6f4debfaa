import { signToken, verifiedTokenText } from '../platform/signed-token';

/** What an unsubscribe link names: the search and its owner (nothing else, nothing secret). */
export type UnsubscribeClaim = { userId: string; searchId: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PURPOSE = 'unsubscribe';

/**
 * The token of an e-mail's unsubscribe link: the claim in base64url, a dot, and its HMAC-SHA256
 * under the stage's alert signing key. It needs no sign-in, and only the server can make one:
 * a token edited to name another search (or another user's) no longer verifies.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return signToken(secret, PURPOSE, `${claim.userId}.${claim.searchId}`);
}

/** The claim of a token this key signed; null for anything else (tampered, truncated, junk). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const text = verifiedTokenText(secret, PURPOSE, token);
  if (text === null) return null;
  const [userId, searchId, more] = text.split('.');
  if (!userId || !searchId || more !== undefined || !ID.test(searchId)) return null;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) return null;
  return { userId, searchId };
}
