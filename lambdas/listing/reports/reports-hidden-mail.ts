import type { Listing } from '#shared/listing';
import { sellerListingMail } from '../seller-listing-mail';
import type { MailMessage } from '../../mail/mail-message';

/**
 * The seller's mail when buyers' reports take their listing out of search (decision 067): what
 * happened, that they need do nothing, what comes next, and the link to the listing's page in
 * My Listings, where it shows 'Hidden: under review'. Who reported and why is not said: the
 * reports are the admins' to weigh. Plain text.
 */
export function reportsHiddenMail(input: {
  listing: Pick<Listing, 'id' | 'title'>;
  seller: { email: string; full_name: string };
  siteOrigin: string;
}): MailMessage {
  const { listing } = input;
  return sellerListingMail({
    ...input,
    subject: `Your listing is being reviewed: ${listing.title}`,
    paragraphs: [
      [
        `Buyers have reported your listing "${listing.title}", so we have taken it out of search while our team checks it. Anyone with its link sees that it is being reviewed.`,
      ],
      [
        'You do not need to do anything. If all is well, it comes back to search as it was. If we take it down, we will e-mail you the reason.',
      ],
    ],
    linkIntro: 'You can see its status in My Listings:',
  });
}
