import { randomUUID } from 'node:crypto';
import {
  LISTING_DETAIL_ERROR_CODES,
  type EnquiryRequest,
  type EnquiryResponse,
} from '#shared/listing-detail';
import { isLive, type Listing } from '#shared/listing';
import { sellerHeadline } from '#shared/listing-headline';
import { listingPath } from '#shared/listing-paths';
import type { Profile } from '#shared/profile';
import type { StoredEnquiry } from './enquiries-repo';
import type { Logger } from '../platform/logger';
import type { MailMessage } from '../mail/mailer';
import { ConflictError, NotFoundError, UnavailableError } from '../platform/errors';
import { LISTING_NOT_FOUND_MESSAGE } from '#lambdas/listing';

export const LISTING_UNAVAILABLE_MESSAGE = 'This van is no longer available.';
export const SELLER_UNREACHABLE_MESSAGE = 'The seller cannot be contacted by e-mail.';
export const MAIL_FAILED_MESSAGE =
  'Your message could not be sent just now. Please try again in a few minutes.';

export type EnquiryDeps = {
  getListing: (id: string) => Promise<Listing | undefined>;
  getProfile: (userId: string) => Promise<Profile | undefined>;
  storeEnquiry: (enquiry: StoredEnquiry) => Promise<void>;
  sendMail: (message: MailMessage) => Promise<unknown>;
  log: Logger;
  /** The site's origin for the link in the mail, e.g. https://vanyard.co.uk; '' for a bare path. */
  siteOrigin: string;
  newId?: () => string;
};

/**
 * Relays a buyer's message to the seller by e-mail (reply-to: the buyer), so the seller's
 * address never reaches the buyer. Stored first, then sent (docs/decisions/011-seller-contact.md).
 */
export async function sendEnquiry(
  deps: EnquiryDeps,
  listingId: string,
  request: EnquiryRequest,
  now: Date = new Date(),
): Promise<EnquiryResponse> {
  // A bot filled the hidden field: it is told the message went, and nothing is stored or sent.
  if (request.company?.trim()) {
    deps.log.info('enquiry honeypot filled; dropped', { listingId });
    return { status: 'sent' };
  }
  const listing = await deps.getListing(listingId);
  if (!listing) throw new NotFoundError(LISTING_NOT_FOUND_MESSAGE);
  if (!isLive(listing)) {
    throw new ConflictError(LISTING_UNAVAILABLE_MESSAGE, LISTING_DETAIL_ERROR_CODES.unavailable);
  }
  const seller = await deps.getProfile(listing.user_id);
  const sellerEmail = seller?.email.trim();
  if (!seller || !sellerEmail) {
    throw new ConflictError(SELLER_UNREACHABLE_MESSAGE, LISTING_DETAIL_ERROR_CODES.unavailable);
  }

  const enquiry: StoredEnquiry = {
    id: (deps.newId ?? randomUUID)(),
    listing_id: listing.id,
    seller_id: listing.user_id,
    name: request.name,
    email: request.email,
    phone: request.phone?.trim() ? request.phone.trim() : null,
    message: request.message,
    created_at: now.toISOString(),
  };
  await deps.storeEnquiry(enquiry);
  try {
    await deps.sendMail(enquiryMail(enquiry, listing, sellerEmail, deps.siteOrigin));
  } catch (error) {
    // The stored enquiry stays: it records what the buyer sent, and support can resend it.
    deps.log.error('enquiry stored but the mail to the seller failed', {
      listingId: listing.id,
      enquiryId: enquiry.id,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new UnavailableError(MAIL_FAILED_MESSAGE, 'mail_unavailable', 60);
  }
  deps.log.info('enquiry sent', { listingId: listing.id, enquiryId: enquiry.id });
  return { status: 'sent' };
}

/**
 * Plain text only: whatever the buyer typed (HTML, scripts) reaches the seller as inert text,
 * and the reply goes straight to the buyer.
 */
export function enquiryMail(
  enquiry: StoredEnquiry,
  listing: Pick<Listing, 'id' | 'title' | 'make' | 'model' | 'year' | 'location'>,
  sellerEmail: string,
  siteOrigin: string,
): MailMessage {
  const van = `${listing.year} ${listing.make} ${listing.model}`;
  // The seller's own title names the very van, for a dealer with several of the same model.
  const headline = sellerHeadline(listing);
  const lines = [
    `You have a new enquiry about your ${van} on VanYard.`,
    ...(headline ? [`Your listing's title: ${headline}`] : []),
    '',
    `From: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
    '',
    'Message:',
    enquiry.message,
    '',
    `Your listing: ${siteOrigin}${listingPath(listing)}`,
    '',
    'Reply to this e-mail to answer the buyer directly.',
  ];
  return {
    to: sellerEmail,
    replyTo: enquiry.email,
    subject: `Enquiry about your ${van}`,
    text: lines.join('\n'),
  };
}
