import { formatLongDate } from '#shared/format';
import type { Listing } from '#shared/listing';
import { RENEWAL_LINK_DAYS } from '#shared/listing-expiry';
import { pages } from '#shared/pages';
import type { MailMessage } from '../../mail/mail-message';
import { sellerListingMail } from '../seller-listing-mail';

type ExpiryMailInput = {
  listing: Pick<Listing, 'id' | 'title'> & { live_until: string };
  seller: { email: string; full_name: string };
  siteOrigin: string;
  /** The signed renewal link's token (renewal-token.ts). */
  token: string;
  /** How many days a renewal gives (the setting). */
  days: number;
};

export function renewalUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${pages.listingRenewal.build({}, { token })}`;
}

/**
 * The seller's mails about the end of an advert (decision 072): 7 days before, and on the day.
 * Each carries the one-click renewal link (no sign-in, works once) and, last, the listing's page
 * in My Listings. Plain text, as the seller's other listing mails.
 */
export function expiryMail(kind: 'remind' | 'expire', input: ExpiryMailInput): MailMessage {
  const { listing, days } = input;
  const end = formatLongDate(listing.live_until);
  const link = renewalUrl(input.siteOrigin, input.token);
  const once = `The link works once, without signing in, until ${RENEWAL_LINK_DAYS} days after the advert ends.`;
  return sellerListingMail({
    ...input,
    subject:
      kind === 'remind'
        ? `Your listing ends on ${end}: ${listing.title}`
        : `Your listing has expired: ${listing.title}`,
    paragraphs:
      kind === 'remind'
        ? [
            [
              `Your advert for "${listing.title}" ends on ${end}. After that, buyers no longer find it.`,
            ],
            [`Still for sale? Renew it for another ${days} days in one click:`, link],
            [once],
          ]
        : [
            [`Your advert for "${listing.title}" ended on ${end}, so buyers no longer find it.`],
            [`Still for sale? Renew it for another ${days} days in one click:`, link],
            [once],
          ],
    linkIntro: 'Or renew it, or mark it sold, in My Listings:',
  });
}
