import { isLive, type Listing } from '#shared/listing';
import { RENEWAL_LINK_DAYS, RENEWAL_MESSAGES, type RenewalAnswer } from '#shared/listing-expiry';
import { RuleViolationError } from '../../platform/errors';
import { renewStoredListing, type RenewalDeps } from './renew-listing';
import { verifyRenewalToken } from './renewal-token';

const DAY_MS = 86_400_000;

/** Thrown inside the renewal when the link's end is no longer the listing's: a replay. */
class SpentLink extends Error {
  constructor(readonly listing: Listing) {
    super('spent');
  }
}

function usedAnswer(listing: Listing): RenewalAnswer {
  return {
    outcome: 'already_used',
    title: listing.title,
    expires_at: isLive(listing) ? (listing.live_until ?? null) : null,
  };
}

/**
 * A reminder e-mail's renewal link, without sign-in (decision 072): the token's signature says
 * which listing and which end of its advert the e-mail was about. The first use renews it; a
 * replay finds the end moved (renewed already, by this link, the other e-mail's or My Listings)
 * and changes nothing. A token edited or signed by another key, or older than 30 days past the
 * end it names, is refused (422) with words the page shows; sold or under review is 409.
 */
export async function redeemRenewalLink(
  deps: RenewalDeps & { signingKey: () => Promise<string> },
  token: string,
): Promise<RenewalAnswer> {
  const claim = verifyRenewalToken(await deps.signingKey(), token);
  if (!claim)
    throw new RuleViolationError(RENEWAL_MESSAGES.linkInvalid, undefined, 'invalid_token');
  const now = deps.now?.() ?? new Date();
  try {
    const { listing } = await renewStoredListing(deps, claim.listingId, (stored) => {
      if (stored.live_until !== claim.liveUntil) throw new SpentLink(stored);
      if (now.getTime() > Date.parse(claim.liveUntil) + RENEWAL_LINK_DAYS * DAY_MS) {
        throw new RuleViolationError(RENEWAL_MESSAGES.linkExpired, undefined, 'link_expired');
      }
    });
    return { outcome: 'renewed', title: listing.title, expires_at: listing.live_until ?? null };
  } catch (error) {
    if (error instanceof SpentLink) return usedAnswer(error.listing);
    throw error;
  }
}
