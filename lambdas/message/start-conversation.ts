import { isLive } from '#shared/listing';
import { MESSAGES_TEXT, type SendMessageResponse } from '#shared/messages';
import type { AuthContext } from '../platform/auth-context';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';
import { blockBetween } from './blocks-repo';
import { appendMessage, buyerKeyOf, conversationIdFor, threadMessage } from './append-message';
import { notifyRecipient } from './notify-recipient';
import type { MessagesDeps } from './deps';
import { firstName, sellerName } from './participant-names';

/** The live listing a buyer writes about, and its seller's display name. */
async function listingToWrite(deps: MessagesDeps, listingId: string) {
  const listing = await deps.getListing(listingId);
  if (!listing) throw new NotFoundError(MESSAGES_TEXT.listingNotFound);
  if (!isLive(listing)) throw new ConflictError(MESSAGES_TEXT.unavailable, 'listing_unavailable');
  const seller = await deps.getProfile(listing.user_id);
  return { listing, sellerName: sellerName(seller) };
}

/**
 * A signed-in buyer's enquiry: starts the conversation about this listing, or continues it.
 * The seller hears of it by e-mail (batched), with a link to it and no buyer's address.
 */
export async function startConversation(
  deps: MessagesDeps,
  buyer: Pick<AuthContext, 'userId' | 'name'>,
  listingId: string,
  text: string,
): Promise<SendMessageResponse> {
  const { listing, sellerName: seller } = await listingToWrite(deps, listingId);
  if (listing.user_id === buyer.userId) {
    throw new RuleViolationError(MESSAGES_TEXT.ownListing, undefined, 'own_listing');
  }
  if (await blockBetween(deps.db, buyer.userId, listing.user_id)) {
    throw new ConflictError(MESSAGES_TEXT.blocked, 'blocked');
  }
  const buyerProfile = buyer.name ? undefined : await deps.getProfile(buyer.userId);
  const id = conversationIdFor(listing.id, buyerKeyOf(buyer));
  const appended = await appendMessage(deps, id, text, {
    sender: () => 'buyer',
    start: {
      id,
      listing_id: listing.id,
      listing_title: listing.title,
      seller_id: listing.user_id,
      seller_name: seller,
      buyer_id: buyer.userId,
      buyer_name: firstName(buyer.name ?? buyerProfile?.full_name),
      created_at: new Date().toISOString(),
    },
  });
  await notifyRecipient(deps, appended.conversation, 'buyer');
  return {
    conversation_id: id,
    message: threadMessage(appended.message, 'buyer', appended.conversation),
  };
}

/**
 * A signed-out buyer's enquiry (still relayed by e-mail as before, decision 011) also starts a
 * conversation tied to their address, which signing in with that address claims. Best effort:
 * the enquiry itself has already gone.
 */
export async function recordGuestEnquiry(
  deps: MessagesDeps,
  enquiry: { listing_id: string; name: string; email: string; message: string },
): Promise<string> {
  const { listing, sellerName: seller } = await listingToWrite(deps, enquiry.listing_id);
  const id = conversationIdFor(listing.id, buyerKeyOf({ email: enquiry.email }));
  const guest = `guest:${enquiry.email.trim().toLowerCase()}`;
  // A seller who blocked this address gets no conversation from it (the relay is decision 011's).
  if (await blockBetween(deps.db, listing.user_id, guest)) return id;
  await appendMessage(deps, id, enquiry.message, {
    sender: () => 'buyer',
    start: {
      id,
      listing_id: listing.id,
      listing_title: listing.title,
      seller_id: listing.user_id,
      seller_name: seller,
      buyer_email: enquiry.email.trim().toLowerCase(),
      buyer_name: firstName(enquiry.name),
      created_at: new Date().toISOString(),
    },
  });
  return id;
}
