import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The tokens of the links the product mails (an alert's unsubscribe, a listing's renewal): a
 * payload in base64url, a dot, and its HMAC-SHA256 under the stage's mail-link key with the
 * token's purpose before the payload, so a token made for one purpose never verifies for
 * another. Only the server can make one; the payload is not secret.
 */

function signature(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** A token carrying `text` for `purpose`. */
export function signToken(secret: string, purpose: string, text: string): string {
  const payload = Buffer.from(text).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The text of a token this key signed for `purpose`; null for anything else. */
export function verifiedTokenText(secret: string, purpose: string, token: string): string | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, purpose, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(payload, 'base64url').toString('utf8');
}
