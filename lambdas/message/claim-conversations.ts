import type { ClaimConversationsResponse } from '#shared/messages';
import type { AuthContext } from '../platform/auth-context';
import {
  conversationMoved,
  getConversation,
  queryGuestConversationIds,
  writeClaim,
} from './conversations-repo';
import type { MessagesDeps } from './deps';
import { firstName } from './participant-names';

/**
 * The conversations a signed-out buyer started with the address this account signed in with
 * (the token's verified e-mail, never one the client names) move into the account's inbox.
 * Claiming again finds nothing: each guest marker goes in the claim's transaction.
 */
export async function claimConversations(
  deps: MessagesDeps,
  auth: Pick<AuthContext, 'userId' | 'email' | 'name'>,
): Promise<ClaimConversationsResponse> {
  if (!auth.email) return { claimed: 0 };
  let claimed = 0;
  for (const id of await queryGuestConversationIds(deps.db, auth.email)) {
    const conversation = await getConversation(deps.db, id);
    // A seller writing to themselves from a signed-out form stays a guest conversation.
    if (!conversation || conversation.buyer_id || conversation.seller_id === auth.userId) continue;
    try {
      await writeClaim(deps.db, conversation, auth.userId, firstName(auth.name));
      claimed++;
    } catch (error) {
      // A message arrived meanwhile: the next sign-in claims it.
      if (!conversationMoved(error)) throw error;
    }
  }
  return { claimed };
}
