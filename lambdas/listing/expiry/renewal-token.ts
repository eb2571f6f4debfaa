import { signToken, verifiedTokenText } from '../../platform/signed-token';

/**
 * What a renewal link names: the listing and the end of the advert the e-mail was about. The
 * end makes the link single-use without a store of used tokens: renewing moves the end, so a
 * replayed link names an end the listing no longer has (decision 072).
 */
export type RenewalClaim = { listingId: string; liveUntil: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** Signed with the mail-link key under a purpose of its own: never taken for an unsubscribe. */
const PURPOSE = 'listing-renewal';

/** The token of an e-mail's renewal link: the claim in base64url, a dot, its HMAC-SHA256. */
export function signRenewalToken(secret: string, claim: RenewalClaim): string {
  return signToken(secret, PURPOSE, `${claim.listingId}|${claim.liveUntil}`);
}

/** The claim of a token this key signed; null for anything else (tampered, truncated, junk). */
export function verifyRenewalToken(secret: string, token: string): RenewalClaim | null {
  const text = verifiedTokenText(secret, PURPOSE, token);
  if (text === null) return null;
  const [listingId, liveUntil, more] = text.split('|');
  if (!listingId || !liveUntil || more !== undefined) return null;
  if (!ID.test(listingId) || !ISO.test(liveUntil) || Number.isNaN(Date.parse(liveUntil))) {
    return null;
  }
  return { listingId, liveUntil };
}
