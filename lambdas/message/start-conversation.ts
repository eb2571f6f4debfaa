import { isLive } from '#shared/listing';
import { MESSAGES_TEXT, type SendMessageResponse } from '#shared/messages';
import type { AuthContext } from '../platform/auth-context';
import { ConflictError, NotFoundError, RuleViolationError } from '../platform/errors';
import { blockBetween } from './blocks-repo';
import {
  appendMessage,
  buyerKeyOf,
  conversationIdFor,
  threadMessage,
  type NewConversation,
} from './append-message';
import { notifyRecipient } from './notify-recipient';
import type { MessagesDeps } from './deps';
import { firstName, sellerName } from './participant-names';

/**
 * The live listing a buyer writes about, and the conversation about it with this buyer as it
 * starts (who it is between; appendMessage adds the first message).
 */
async function listingToWrite(
  deps: MessagesDeps,
  listingId: string,
  buyer: { key: string } & Pick<NewConversation, 'buyer_id' | 'buyer_email' | 'buyer_name'>,
) {
  const listing = await deps.getListing(listingId);
  if (!listing) throw new NotFoundError(MESSAGES_TEXT.listingNotFound);
  if (!isLive(listing)) throw new ConflictError(MESSAGES_TEXT.unavailable, 'listing_unavailable');
  const seller = await deps.getProfile(listing.user_id);
  const { key, ...who } = buyer;
  const id = conversationIdFor(listing.id, key);
  const start: NewConversation = {
    id,
    listing_id: listing.id,
    listing_title: listing.title,
    seller_id: listing.user_id,
    seller_name: sellerName(seller),
    ...who,
    created_at: new Date().toISOString(),
  };
  return { listing, id, start };
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
  const buyerProfile = buyer.name ? undefined : await deps.getProfile(buyer.userId);
  const { listing, id, start } = await listingToWrite(deps, listingId, {
    key: buyerKeyOf(buyer),
    buyer_id: buyer.userId,
    buyer_name: firstName(buyer.name || buyerProfile?.full_name),
  });
  if (listing.user_id === buyer.userId) {
    throw new RuleViolationError(MESSAGES_TEXT.ownListing, undefined, 'own_listing');
  }
  if (await blockBetween(deps.db, buyer.userId, listing.user_id)) {
    throw new ConflictError(MESSAGES_TEXT.blocked, 'blocked');
  }
  const appended = await appendMessage(deps, id, text, { sender: () => 'buyer', start });
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
  const email = enquiry.email.trim().toLowerCase();
  const { listing, id, start } = await listingToWrite(deps, enquiry.listing_id, {
    key: buyerKeyOf({ email }),
    buyer_email: email,
    buyer_name: firstName(enquiry.name),
  });
  // A seller who blocked this address gets no conversation from it (the relay is decision 011's).
  if (await blockBetween(deps.db, listing.user_id, `guest:${email}`)) return id;
  await appendMessage(deps, id, enquiry.message, { sender: () => 'buyer', start });
  return id;
}
