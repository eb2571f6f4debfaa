import type { Listing } from '#shared/listing';
import type { MailMessage } from '../../mail/mail-message';
import { sellerListingMail } from '../seller-listing-mail';

/**
 * The seller's mail when a moderator rejects their listing: the reason from the list, the
 * moderator's note, and the link to their listing page, where the reason shows too and the
 * listing can be edited and sent back for review. Plain text: the note is inert.
 */
export function rejectionMail(input: {
  listing: Pick<Listing, 'id' | 'title'>;
  seller: { email: string; full_name: string };
  reason: string;
  note: string;
  siteOrigin: string;
}): MailMessage {
  const { listing } = input;
  return sellerListingMail({
    ...input,
    subject: `Your listing was not approved: ${listing.title}`,
    paragraphs: [
      [
        `Your listing "${listing.title}" was not approved by our moderators, so it is not shown on VanYard.`,
      ],
      [`Reason: ${input.reason}`],
      ...(input.note ? [['Note from the moderator:', input.note]] : []),
    ],
    linkIntro: 'You can change the listing and send it for review again:',
  });
}
