import { isLive, type Listing } from '#shared/listing';
import type { ConversationListing } from '#shared/messages';
import { getListings } from '#lambdas/listing';
import { indexCard, listingCard } from '#lambdas/search';
import { nowOf, type MessagesDeps } from './deps';

/**
 * The listings of some conversations as they are now. A live van's card comes from the search
 * index (no read, so a dealer's inbox page stays a Query and a GetItem); only the vans the index
 * does not hold are read, to tell sold and expired vans (their card, marked) from gone ones
 * (the title kept on the conversation alone).
 */
export async function conversationListings(
  deps: MessagesDeps,
  wanted: readonly { id: string; title: string }[],
): Promise<Map<string, ConversationListing>> {
  const index = deps.index ? await deps.index() : undefined;
  const now = nowOf(deps);
  const ids = [...new Set(wanted.map((listing) => listing.id))];
  const missing = ids.filter((id) => !index?.get(id));
  const read = new Map((await getListings(deps.db, missing)).map((l) => [l.id, l]));
  const titles = new Map(wanted.map((listing) => [listing.id, listing.title]));
  return new Map(
    ids.map((id) => {
      const title = titles.get(id) ?? '';
      const doc = index?.get(id);
      if (index && doc) {
        return [id, { id, title, state: 'live', card: indexCard(index, doc, now) }];
      }
      return [id, fromListing(id, title, read.get(id))];
    }),
  );
}

function fromListing(id: string, title: string, listing: Listing | undefined): ConversationListing {
  if (!listing) return { id, title, state: 'gone', card: null };
  if (isLive(listing)) return { id, title, state: 'live', card: listingCard(listing) };
  if (listing.status === 'sold') return { id, title, state: 'sold', card: listingCard(listing) };
  if (listing.expired === true) return { id, title, state: 'expired', card: listingCard(listing) };
  return { id, title, state: 'gone', card: null };
}
