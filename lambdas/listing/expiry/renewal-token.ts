import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a renewal link names: the listing and the end of the advert the e-mail was about. The
 * end makes the link single-use without a store of used tokens: renewing moves the end, so a
 * replayed link names an end the listing no longer has (decision 072).
 */
export type RenewalClaim = { listingId: string; liveUntil: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/*
 * Signed with the stage's mail-link key (the saved-search alerts' secret, decision 065) under a
 * purpose of its own: an unsubscribe token can never pass as a renewal one, nor the reverse.
 */
function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`listing-renewal:${payload}`).digest('base64url');
}

/** The token of an e-mail's renewal link: the claim in base64url, a dot, its HMAC-SHA256. */
export function signRenewalToken(secret: string, claim: RenewalClaim): string {
  const payload = Buffer.from(`${claim.listingId}|${claim.liveUntil}`).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a token this key signed; null for anything else (tampered, truncated, junk). */
export function verifyRenewalToken(secret: string, token: string): RenewalClaim | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [listingId, liveUntil, more] = Buffer.from(payload, 'base64url')
    .toString('utf8')
    .split('|');
  if (!listingId || !liveUntil || more !== undefined) return null;
  if (!ID.test(listingId) || !ISO.test(liveUntil) || Number.isNaN(Date.parse(liveUntil))) {
    return null;
  }
  return { listingId, liveUntil };
}
