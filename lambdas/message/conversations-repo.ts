import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  CONVERSATION_RETENTION_DAYS,
  REPLY_BUCKETS,
  replyBucket,
  type ConversationRole,
  type ReplyCounts,
} from '#shared/messages';
import {
  conversationKey,
  conversationPk,
  guestConversationKey,
  guestConversationPk,
  inboxPk,
  inboxRowKey,
  inboxUnreadKey,
  INBOX_ROW_SK_PREFIX,
  MESSAGE_SK_PREFIX,
  messageKey,
  replyStatsKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { decodeIndexCursor, encodeIndexCursor } from '../platform/index-cursor';
import { sendTransaction, type TransactItem } from '../platform/transactions';

/**
 * The conversation item (`CONVO#{id}` / `META`). `version` moves on with every write, and each
 * write is conditional on the version it read: two messages sent at once are serialised (one
 * is sent again on the newer item), so the unread counts and the inbox rows' keys never drift.
 */
export type StoredConversation = {
  id: string;
  listing_id: string;
  listing_title: string;
  seller_id: string;
  seller_name: string;
  /** Absent while a signed-out buyer's conversation is unclaimed. */
  buyer_id?: string;
  /** A signed-out buyer's address, for the claim and the seller's reply mail; never shown. */
  buyer_email?: string;
  buyer_name: string;
  created_at: string;
  last_message_at: string;
  last_message_preview: string;
  last_sender: ConversationRole;
  buyer_unread: number;
  seller_unread: number;
  buyer_read_at: string | null;
  seller_read_at: string | null;
  /** The seller's first reply, for their reply rate and time (absent until then). */
  seller_first_reply_at?: string;
  version: number;
};

export type StoredMessage = {
  id: string;
  conversation_id: string;
  sender: ConversationRole;
  text: string;
  sent_at: string;
};

/** The inbox row one participant keeps of a conversation. */
export type InboxRow = {
  conversation_id: string;
  role: ConversationRole;
  other_name: string;
  listing_id: string;
  listing_title: string;
  last_message_at: string;
  last_message_preview: string;
  last_sender: ConversationRole;
  unread: number;
};

const other = (role: ConversationRole): ConversationRole => (role === 'buyer' ? 'seller' : 'buyer');

/** The participant's user id on one side; none for an unclaimed signed-out buyer. */
export function participantId(
  conversation: Pick<StoredConversation, 'buyer_id' | 'seller_id'>,
  role: ConversationRole,
): string | undefined {
  return role === 'buyer' ? conversation.buyer_id : conversation.seller_id;
}

/** Which side a user is on, or undefined when the conversation is not theirs. */
export function roleOf(
  conversation: Pick<StoredConversation, 'buyer_id' | 'seller_id'>,
  userId: string,
): ConversationRole | undefined {
  if (conversation.seller_id === userId) return 'seller';
  if (conversation.buyer_id !== undefined && conversation.buyer_id === userId) return 'buyer';
  return undefined;
}

/** TTL: two years after the last message (epoch seconds). */
function expiresAt(lastMessageAt: string): number {
  return Math.floor(Date.parse(lastMessageAt) / 1000) + CONVERSATION_RETENTION_DAYS * 24 * 3600;
}

/** The inbox row one side keeps of a conversation, as the conversation item now stands. */
export function rowOf(conversation: StoredConversation, role: ConversationRole): InboxRow {
  return {
    conversation_id: conversation.id,
    role,
    other_name: role === 'buyer' ? conversation.seller_name : conversation.buyer_name,
    listing_id: conversation.listing_id,
    listing_title: conversation.listing_title,
    last_message_at: conversation.last_message_at,
    last_message_preview: conversation.last_message_preview,
    last_sender: conversation.last_sender,
    unread: role === 'buyer' ? conversation.buyer_unread : conversation.seller_unread,
  };
}

function putRow(db: Db, conversation: StoredConversation, role: ConversationRole): TransactItem[] {
  const userId = participantId(conversation, role);
  if (!userId) return [];
  return [
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...inboxRowKey(userId, conversation.last_message_at, conversation.id),
          ...rowOf(conversation, role),
          expires_at: expiresAt(conversation.last_message_at),
        },
      },
    },
  ];
}

function deleteRow(
  db: Db,
  conversation: StoredConversation,
  role: ConversationRole,
): TransactItem[] {
  const userId = participantId(conversation, role);
  if (!userId) return [];
  return [
    {
      Delete: {
        TableName: db.tableName,
        Key: inboxRowKey(userId, conversation.last_message_at, conversation.id),
      },
    },
  ];
}

function addUnread(db: Db, userId: string | undefined, change: number): TransactItem[] {
  if (!userId || change === 0) return [];
  return [
    {
      Update: {
        TableName: db.tableName,
        Key: inboxUnreadKey(userId),
        UpdateExpression: 'ADD unread :change',
        ExpressionAttributeValues: { ':change': change },
      },
    },
  ];
}

/**
 * The seller's reply counts: one more conversation when it starts, one more reply (in its
 * delay's bucket) at the seller's first answer.
 */
function countReplies(
  db: Db,
  previous: StoredConversation | undefined,
  next: StoredConversation,
): TransactItem[] {
  const firstReply = next.seller_first_reply_at && !previous?.seller_first_reply_at;
  const adds = [
    ...(previous ? [] : ['conversations :one']),
    ...(firstReply ? ['replied :one', '#bucket :one'] : []),
  ];
  if (adds.length === 0) return [];
  return [
    {
      Update: {
        TableName: db.tableName,
        Key: replyStatsKey(next.seller_id),
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ExpressionAttributeValues: { ':one': 1 },
        ...(firstReply
          ? {
              ExpressionAttributeNames: {
                '#bucket': replyBucket(next.created_at, next.seller_first_reply_at!),
              },
            }
          : {}),
      },
    },
  ];
}

/** A seller's reply counts; all zero before the first buyer wrote. */
export async function getReplyCounts(db: Db, sellerId: string): Promise<ReplyCounts> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: replyStatsKey(sellerId) }),
  );
  const count = (name: string) => Math.max(0, Number(Item?.[name] ?? 0));
  return {
    conversations: count('conversations'),
    replied: count('replied'),
    ...(Object.fromEntries(REPLY_BUCKETS.map((bucket) => [bucket, count(bucket)])) as Record<
      (typeof REPLY_BUCKETS)[number],
      number
    >),
  };
}

function putConversation(db: Db, next: StoredConversation, previous?: StoredConversation) {
  return {
    Put: {
      TableName: db.tableName,
      Item: {
        ...conversationKey(next.id),
        ...next,
        expires_at: expiresAt(next.last_message_at),
      },
      ...(previous
        ? {
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': previous.version },
          }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    },
  } satisfies TransactItem;
}

/** Whether a transaction failed because the conversation item moved on (or appeared) first. */
export function conversationMoved(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
  );
}

/**
 * Writes a message: the conversation item as `next` (conditional on `previous`'s version, or on
 * being new), the message, both participants' inbox rows moved to the new last message, and the
 * unread counts changed by the difference between `previous` and `next`: all or nothing.
 */
export async function writeMessage(
  db: Db,
  previous: StoredConversation | undefined,
  next: StoredConversation,
  message: StoredMessage,
): Promise<void> {
  const roles: ConversationRole[] = ['buyer', 'seller'];
  const unreadOf = (c: StoredConversation | undefined, role: ConversationRole) =>
    c ? (role === 'buyer' ? c.buyer_unread : c.seller_unread) : 0;
  await sendTransaction(db, [
    putConversation(db, next, previous),
    {
      Put: {
        TableName: db.tableName,
        Item: {
          ...messageKey(message.conversation_id, message.sent_at, message.id),
          ...message,
          expires_at: expiresAt(message.sent_at),
        },
      },
    },
    ...(previous ? roles.flatMap((role) => deleteRow(db, previous, role)) : []),
    ...roles.flatMap((role) => putRow(db, next, role)),
    ...roles.flatMap((role) =>
      addUnread(db, participantId(next, role), unreadOf(next, role) - unreadOf(previous, role)),
    ),
    ...countReplies(db, previous, next),
    ...(!previous && !next.buyer_id && next.buyer_email
      ? [
          {
            Put: {
              TableName: db.tableName,
              Item: {
                ...guestConversationKey(next.buyer_email, next.id),
                conversation_id: next.id,
                expires_at: expiresAt(next.last_message_at),
              },
            },
          },
        ]
      : []),
  ]);
}

/** Marks one side's messages read: its unread count to 0 in the item, its row and its total. */
export async function writeRead(
  db: Db,
  previous: StoredConversation,
  role: ConversationRole,
  readAt: string,
): Promise<StoredConversation> {
  const next: StoredConversation = {
    ...previous,
    ...(role === 'buyer'
      ? { buyer_unread: 0, buyer_read_at: readAt }
      : { seller_unread: 0, seller_read_at: readAt }),
    version: previous.version + 1,
  };
  const userId = participantId(previous, role);
  const unread = role === 'buyer' ? previous.buyer_unread : previous.seller_unread;
  await sendTransaction(db, [
    putConversation(db, next, previous),
    ...putRow(db, next, role),
    ...addUnread(db, userId, -unread),
  ]);
  return next;
}

/**
 * Gives a signed-out buyer's conversation to the account that signed in with its address: the
 * buyer's id on the item, a row in their inbox, its unread messages in their total, the
 * guest's marker gone. The seller's row names the buyer as before, so it stays as it is.
 */
export async function writeClaim(
  db: Db,
  previous: StoredConversation,
  buyerId: string,
  buyerName: string,
): Promise<void> {
  const next: StoredConversation = {
    ...previous,
    buyer_id: buyerId,
    buyer_name: previous.buyer_name || buyerName,
    version: previous.version + 1,
  };
  await sendTransaction(db, [
    putConversation(db, next, previous),
    ...putRow(db, next, 'buyer'),
    ...addUnread(db, buyerId, next.buyer_unread),
    {
      Delete: {
        TableName: db.tableName,
        Key: guestConversationKey(previous.buyer_email ?? '', previous.id),
      },
    },
  ]);
}

const CONVERSATION_FIELDS = [
  'id',
  'listing_id',
  'listing_title',
  'seller_id',
  'seller_name',
  'buyer_id',
  'buyer_email',
  'buyer_name',
  'created_at',
  'last_message_at',
  'last_message_preview',
  'last_sender',
  'buyer_unread',
  'seller_unread',
  'buyer_read_at',
  'seller_read_at',
  'seller_first_reply_at',
  'version',
] as const;

function conversationFrom(item: Record<string, unknown>): StoredConversation {
  const picked = Object.fromEntries(
    CONVERSATION_FIELDS.filter((field) => item[field] !== undefined).map((field) => [
      field,
      item[field],
    ]),
  );
  return {
    buyer_read_at: null,
    seller_read_at: null,
    ...picked,
    buyer_unread: Number(item.buyer_unread ?? 0),
    seller_unread: Number(item.seller_unread ?? 0),
    version: Number(item.version ?? 0),
  } as StoredConversation;
}

/** The conversation item, read strongly consistent: every write is conditional on it. */
export async function getConversation(db: Db, id: string): Promise<StoredConversation | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: conversationKey(id), ConsistentRead: true }),
  );
  return Item ? conversationFrom(Item) : undefined;
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function queryMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<StoredMessage[]> {
  const { Items = [] } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': conversationPk(conversationId),
        ':prefix': MESSAGE_SK_PREFIX,
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.reverse().map((item) => ({
    id: String(item.id),
    conversation_id: String(item.conversation_id),
    sender: item.sender as ConversationRole,
    text: String(item.text),
    sent_at: String(item.sent_at),
  }));
}

export type InboxPage = { rows: InboxRow[]; nextCursor: string | null };

/** One page of a participant's inbox, newest last message first: one Query of their partition. */
export async function queryInbox(
  db: Db,
  userId: string,
  limit: number,
  cursor?: string,
): Promise<InboxPage> {
  const pk = inboxPk(userId);
  const start = cursor
    ? decodeIndexCursor(
        cursor,
        ['PK', 'SK'],
        (key) =>
          key.PK === pk && typeof key.SK === 'string' && key.SK.startsWith(INBOX_ROW_SK_PREFIX),
      )
    : undefined;
  const input: QueryCommandInput = {
    TableName: db.tableName,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': INBOX_ROW_SK_PREFIX },
    ScanIndexForward: false,
    Limit: limit,
    ...(start ? { ExclusiveStartKey: start } : {}),
  };
  const { Items = [], LastEvaluatedKey } = await db.client.send(new QueryCommand(input));
  return {
    rows: Items.map((item) => ({
      conversation_id: String(item.conversation_id),
      role: item.role as ConversationRole,
      other_name: String(item.other_name ?? ''),
      listing_id: String(item.listing_id),
      listing_title: String(item.listing_title ?? ''),
      last_message_at: String(item.last_message_at),
      last_message_preview: String(item.last_message_preview ?? ''),
      last_sender: item.last_sender as ConversationRole,
      unread: Number(item.unread ?? 0),
    })),
    nextCursor:
      LastEvaluatedKey && Items.length === limit
        ? encodeIndexCursor({ PK: LastEvaluatedKey.PK, SK: LastEvaluatedKey.SK })
        : null,
  };
}

/** How many unread messages a participant has in all their conversations. */
export async function getUnreadTotal(db: Db, userId: string): Promise<number> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: inboxUnreadKey(userId) }),
  );
  return Math.max(0, Number(Item?.unread ?? 0));
}

/** The conversations a signed-out buyer started with this address, not yet claimed. */
export async function queryGuestConversationIds(db: Db, email: string): Promise<string[]> {
  const { Items = [] } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': guestConversationPk(email) },
      ProjectionExpression: 'conversation_id',
    }),
  );
  return Items.map((item) => String(item.conversation_id));
}

export { other as otherRole };
