import { z } from 'zod';
import { LISTING_ID_PATTERN } from './compare';
import type { SearchCard } from './search/response';

/**
 * Messages between buyers and sellers (issue 34, docs/decisions/075-messages.md): the shapes the
 * API answers with, the rules a message's text follows and the words both sides show.
 */

/** The longest message kept; the body limit below refuses far longer ones before parsing. */
export const MESSAGE_MAX_CHARS = 2000;
/**
 * The largest request body a send route reads: a message at its limit, every character a
 * four-byte one, with room for the JSON around it. 100,000 characters are a 413 unread.
 */
export const MESSAGE_MAX_BODY_BYTES = 16 * 1024;
/** Conversations on one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
/** Messages a thread shows at most: the newest ones. */
export const THREAD_MESSAGE_LIMIT = 200;
/** At most one e-mail about new messages per conversation and recipient in this many minutes. */
export const NOTIFY_WINDOW_MINUTES = 15;
/** Kept two years after the last message, then deleted by the table's TTL (issue 34). */
export const CONVERSATION_RETENTION_DAYS = 730;

export const MESSAGES_TEXT = {
  empty: 'Please write a message',
  tooLong: `Please keep your message under ${MESSAGE_MAX_CHARS} characters`,
  notFound: 'Conversation not found',
  listingNotFound: 'Listing not found',
  unavailable: 'This van is no longer available.',
  ownListing: 'This is your own listing: buyers message you about it.',
  badId: 'Not a valid conversation id',
  blocked: 'Messages between you and this user are blocked.',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;

/**
 * C0 and C1 controls, DEL, Unicode's own line and paragraph separators, and the bidirectional
 * overrides and isolates (which can make text read backwards: 'moc.draynav' as 'vanyard.com').
 */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * A message as it is kept: line breaks made `\n`, every other control character removed (they
 * could forge lines in a notification e-mail or hide text), at most two blank lines in a row,
 * trimmed. HTML stays as the person typed it: it is text, and every place that shows it escapes
 * it (React on the page, plain text in mail).
 */
export function cleanMessageText(text: string): string {
  let kept = '';
  for (const character of text.replace(/\r\n?/g, '\n')) {
    const code = character.codePointAt(0)!;
    if (!isControl(code) || code === LINE_FEED || code === TAB) kept += character;
  }
  return kept.replace(/\n{3,}/g, '\n\n').trim();
}

/** A message's text: cleaned, then between 1 and MESSAGE_MAX_CHARS characters. */
export const messageTextSchema = z
  .string({ error: MESSAGES_TEXT.empty })
  .transform(cleanMessageText)
  .pipe(
    z
      .string()
      .min(1, MESSAGES_TEXT.empty)
      .refine((text) => [...text].length <= MESSAGE_MAX_CHARS, MESSAGES_TEXT.tooLong),
  );

export const sendMessageBodySchema = z.object({ text: messageTextSchema });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** POST /api/me/conversations: a signed-in buyer's enquiry about a listing. */
export const startConversationBodySchema = z.object({
  listing_id: z.string().regex(LISTING_ID_PATTERN, 'Not a valid listing id'),
  text: messageTextSchema,
});
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

/** Conversation ids are 32 hex characters (a hash of the listing and the buyer). */
export const CONVERSATION_ID_PATTERN = /^[a-f0-9]{32}$/;
export const conversationIdParams = z.object({
  id: z.string().regex(CONVERSATION_ID_PATTERN, MESSAGES_TEXT.badId),
});

export const inboxQuerySchema = z.object({ cursor: z.string().max(1024).optional() });

/** Which side of a conversation someone is on. */
export type ConversationRole = 'buyer' | 'seller';

/** The listing a conversation is about, as it is now: live, sold, expired or gone. */
export type ConversationListingState = 'live' | 'sold' | 'expired' | 'gone';

/** What the inbox and the thread show of the listing (a card while it exists). */
export type ConversationListing = {
  id: string;
  title: string;
  state: ConversationListingState;
  card: SearchCard | null;
};

/** One conversation in the inbox, seen by one participant. */
export type ConversationSummary = {
  id: string;
  role: ConversationRole;
  /** The other side's display name: never their e-mail address. */
  other_name: string;
  listing: ConversationListing;
  last_message_at: string;
  last_message_preview: string;
  /** Whether the last message is the viewer's own. */
  last_from_me: boolean;
  unread: number;
};

export type InboxResponse = {
  items: ConversationSummary[];
  next_cursor: string | null;
  /** All the viewer's unread messages, in every conversation: the header's count. */
  unread_total: number;
  /** How the viewer answers buyers as a seller; null before any buyer wrote to them. */
  reply_stats: ReplyStats | null;
};

/** How soon a seller's first reply came after a buyer's first message. */
export const REPLY_BUCKETS = ['hour', 'day', 'later'] as const;
export type ReplyBucket = (typeof REPLY_BUCKETS)[number];

export function replyBucket(firstMessageAt: string, firstReplyAt: string): ReplyBucket {
  const hours = (Date.parse(firstReplyAt) - Date.parse(firstMessageAt)) / 3_600_000;
  return hours <= 1 ? 'hour' : hours <= 24 ? 'day' : 'later';
}

/** A seller's replies: how many buyers wrote, how many were answered, and how soon. */
export type ReplyCounts = { conversations: number; replied: number } & Record<ReplyBucket, number>;

export type ReplyStats = {
  conversations: number;
  replied: number;
  /** Whole per cent of conversations answered. */
  rate: number;
  /** The bucket of the median first reply; null before the first reply. */
  typical: ReplyBucket | null;
};

export function replyStats(counts: ReplyCounts): ReplyStats | null {
  if (counts.conversations <= 0) return null;
  const half = Math.ceil(counts.replied / 2);
  let seen = 0;
  const typical =
    counts.replied > 0
      ? (REPLY_BUCKETS.find((bucket) => (seen += counts[bucket]) >= half) ?? 'later')
      : null;
  return {
    conversations: counts.conversations,
    replied: counts.replied,
    rate: Math.round((100 * Math.min(counts.replied, counts.conversations)) / counts.conversations),
    typical,
  };
}

const TYPICAL_TEXT: Record<ReplyBucket, string> = {
  hour: 'within an hour',
  day: 'within a day',
  later: 'after more than a day',
};

/** 'You have replied to 3 of 4 buyers (75%), typically within an hour.' */
export function replyStatsText(stats: ReplyStats): string {
  const buyers = stats.conversations === 1 ? 'buyer' : 'buyers';
  const head = `You have replied to ${stats.replied} of ${stats.conversations} ${buyers} (${stats.rate}%)`;
  return stats.typical ? `${head}, typically ${TYPICAL_TEXT[stats.typical]}.` : `${head}.`;
}

export type ThreadMessage = {
  id: string;
  from_me: boolean;
  text: string;
  sent_at: string;
  /** The viewer's own message that the other side has read ('Seen'). */
  seen: boolean;
};

export type ThreadResponse = {
  conversation: Omit<ConversationSummary, 'unread'>;
  messages: ThreadMessage[];
  /** Whether the viewer blocked the other side ('me'), the other side the viewer ('them'). */
  blocked: 'me' | 'them' | null;
};

export type BlockResponse = { blocked: boolean };

export type SendMessageResponse = { conversation_id: string; message: ThreadMessage };

export type UnreadResponse = { unread: number };

export type ClaimConversationsResponse = { claimed: number };

/** The preview of a message in the inbox: its first line, cut short. */
export function messagePreview(text: string, max = 120): string {
  const line = text.split('\n').find((part) => part.trim() !== '') ?? '';
  const chars = [...line.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** '3 unread' for a screen reader beside the header's link; nothing at zero. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 unread message' : `${count} unread messages`;
}
