import type { Listing } from '#shared/listing';
import { pages } from '#shared/pages';
import type { MailMessage } from '../mail/mail-message';

/**
 * A plain-text mail to a seller about one of their listings: the greeting, the paragraphs
 * given (blank lines between), then `linkIntro` and the link to the listing's page in My
 * Listings. What it says stays inert text (a moderator's note, a title with markup).
 */
export function sellerListingMail(input: {
  listing: Pick<Listing, 'id'>;
  seller: { email: string; full_name: string };
  siteOrigin: string;
  subject: string;
  /** Each paragraph as lines. */
  paragraphs: readonly (readonly string[])[];
  linkIntro: string;
}): MailMessage {
  const lines = [
    `Hello ${input.seller.full_name || 'there'},`,
    ...input.paragraphs.flatMap((paragraph) => ['', ...paragraph]),
    '',
    input.linkIntro,
    `${input.siteOrigin}${pages.ownListing.build({ listingId: input.listing.id })}`,
  ];
  return { to: input.seller.email, subject: input.subject, text: lines.join('\n') };
}
