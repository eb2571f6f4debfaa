import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link names: the search and its owner (nothing else, nothing secret). */
export type UnsubscribeClaim = { userId: string; searchId: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');
}

/**
 * The token of an e-mail's unsubscribe link: the claim in base64url, a dot, and its HMAC-SHA256
 * under the stage's alert signing key. It needs no sign-in, and only the server can make one:
 * a token edited to name another search (or another user's) no longer verifies.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.userId}.${claim.searchId}`).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a token this key signed; null for anything else (tampered, truncated, junk). */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, searchId, more] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!userId || !searchId || more !== undefined || !ID.test(searchId)) return null;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(userId)) return null;
  return { userId, searchId };
}
