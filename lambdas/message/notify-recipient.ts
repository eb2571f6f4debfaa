import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFY_WINDOW_MINUTES, type ConversationRole } from '#shared/messages';
import { pages } from '#shared/pages';
import { notifiedKey } from '#shared/table-keys';
import type { MailMessage } from '../mail/mailer';
import { writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';
import { otherRole, participantId, type StoredConversation } from './conversations-repo';
import { nowOf, type MessagesDeps } from './deps';

/**
 * Claims the recipient's notification window of a conversation: true for the one request that
 * may e-mail now, false while an e-mail went in the last NOTIFY_WINDOW_MINUTES (a conditional
 * Put, so a hundred sends at once still mail once).
 */
export async function claimNotification(
  db: Db,
  conversationId: string,
  role: ConversationRole,
  now: Date,
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - NOTIFY_WINDOW_MINUTES * 60_000).toISOString();
  return writtenIf(
    db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...notifiedKey(conversationId, role),
          notified_at: now.toISOString(),
          expires_at: Math.floor(now.getTime() / 1000) + 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR notified_at < :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
      }),
    ),
  );
}

/** The recipient's address: an account's sign-in address, or a signed-out buyer's. */
async function addressOf(
  deps: MessagesDeps,
  conversation: StoredConversation,
  role: ConversationRole,
): Promise<string | undefined> {
  const userId = participantId(conversation, role);
  if (!userId) return conversation.buyer_email;
  return (await deps.getProfile(userId))?.email.trim() || undefined;
}

/**
 * E-mails the other side of a new message, at most once per conversation in each window: the
 * sender's display name, the listing, the message's first line and a link to the thread. Never
 * the sender's address: replies go through VanYard. Best effort: the message is in the inbox
 * whatever the mail does.
 */
export async function notifyRecipient(
  deps: MessagesDeps,
  conversation: StoredConversation,
  sender: ConversationRole,
): Promise<boolean> {
  if (!deps.sendMail) return false;
  const recipient = otherRole(sender);
  try {
    const address = await addressOf(deps, conversation, recipient);
    if (!address) return false;
    if (!(await claimNotification(deps.db, conversation.id, recipient, nowOf(deps)))) return false;
    await deps.sendMail(notificationMail(conversation, sender, address, deps.siteOrigin ?? ''));
    return true;
  } catch (error) {
    deps.log.warn('message stored but its notification failed', {
      conversationId: conversation.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

export function notificationMail(
  conversation: StoredConversation,
  sender: ConversationRole,
  to: string,
  siteOrigin: string,
): MailMessage {
  const from = sender === 'buyer' ? conversation.buyer_name : conversation.seller_name;
  const link = `${siteOrigin}${pages.messageThread.build({ conversationId: conversation.id })}`;
  return {
    to,
    subject: `New message from ${from} about ${conversation.listing_title}`,
    text: [
      `${from} sent you a message on VanYard about ${conversation.listing_title}:`,
      '',
      conversation.last_message_preview,
      '',
      `Read and reply: ${link}`,
      ...(sender === 'seller' && !conversation.buyer_id
        ? ['Sign in or register with this e-mail address to see the conversation.']
        : []),
      '',
      `We e-mail you at most once every ${NOTIFY_WINDOW_MINUTES} minutes about a conversation.`,
      'Keep the conversation on VanYard: never pay by bank transfer before you have seen a van.',
    ].join('\n'),
  };
}
