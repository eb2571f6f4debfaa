import type { Db } from '#lambdas/platform/db';
import { createLogger } from '#lambdas/platform/logger';
import { getListing } from '#lambdas/listing';
import { getProfile } from '#lambdas/account';
import { queryOwnerListingStates } from '#lambdas/listing/owner-index';
import type { MessagesDeps } from '#lambdas/message/deps';
import { queryInbox } from '#lambdas/message/conversations-repo';
import { readThread } from '#lambdas/message/read-thread';
import { sendMessage } from '#lambdas/message/send-message';
import { startConversation } from '#lambdas/message/start-conversation';
import { isLive } from '#shared/listing';
import { DEMO_BUYER } from './demo-buyer';
import { DEMO_DEALERS } from './sellers';

const HOUR_MS = 3_600_000;

/** A line of a demo conversation: who writes, how many hours ago, what. */
type Line = { from: 'buyer' | 'seller'; hoursAgo: number; text: string };

type DemoConversation = {
  buyer: { userId: string; name: string };
  sellerId: string;
  /** Which of the seller's live vans (in owner-index order). */
  van: number;
  lines: Line[];
  /** The sides that have read everything at the end. */
  readBy: ('buyer' | 'seller')[];
};

const NORTHERN = DEMO_DEALERS[0]!.id;
const OTHER_DEALER = DEMO_DEALERS[1]!.id;

/**
 * Conversations for the demo accounts (decision 075): the demo buyer with the demo dealer
 * (answered, then a new question the dealer has not read) and with another dealer whose
 * reply carries scam patterns (bank transfer, a courier, WhatsApp: the buyer sees the warning,
 * unread); two more buyers writing to the demo dealer, one unread.
 */
const CONVERSATIONS: DemoConversation[] = [
  {
    buyer: { userId: 'demo-msg-buyer-jordan', name: 'Jordan' },
    sellerId: NORTHERN,
    van: 2,
    lines: [
      { from: 'buyer', hoursAgo: 70, text: 'Hello, would you take a part exchange on this one?' },
      {
        from: 'seller',
        hoursAgo: 68,
        text: 'Hi Jordan, yes we take part exchanges. Send the registration and mileage and we will give you a figure.',
      },
    ],
    readBy: ['buyer', 'seller'],
  },
  {
    buyer: { userId: DEMO_BUYER.id, name: DEMO_BUYER.fullName },
    sellerId: NORTHERN,
    van: 0,
    lines: [
      {
        from: 'buyer',
        hoursAgo: 50,
        text: 'Hi, is this van still available? Could I come and see it on Saturday morning?',
      },
      {
        from: 'seller',
        hoursAgo: 48,
        text: 'Yes, it is still available. Saturday at 10am at our Leeds yard works. Bring your driving licence for a test drive.',
      },
      { from: 'buyer', hoursAgo: 26, text: 'Great, see you then. Does it come with a fresh MOT?' },
    ],
    readBy: ['buyer'],
  },
  {
    buyer: { userId: DEMO_BUYER.id, name: DEMO_BUYER.fullName },
    sellerId: OTHER_DEALER,
    van: 0,
    lines: [
      { from: 'buyer', hoursAgo: 5, text: 'Is the price negotiable? I can view it this week.' },
      {
        from: 'seller',
        hoursAgo: 3,
        text: 'I am working away so you cannot view it. Pay a deposit by bank transfer and my courier will deliver it to you. Message me on WhatsApp on 07700 900123.',
      },
    ],
    readBy: [],
  },
  {
    buyer: { userId: 'demo-msg-buyer-priya', name: 'Priya' },
    sellerId: NORTHERN,
    van: 1,
    lines: [
      {
        from: 'buyer',
        hoursAgo: 2,
        text: 'Does this have a tow bar and a bulkhead? I need it for a trailer.',
      },
    ],
    readBy: [],
  },
];

/**
 * Writes the demo conversations once, through the messages functions themselves (so keys,
 * unread counts and inbox rows are what the product writes): a demo buyer whose inbox has a
 * conversation already is left alone.
 */
export async function seedDemoMessages(db: Db, now: Date): Promise<number> {
  if ((await queryInbox(db, DEMO_BUYER.id, 1)).rows.length > 0) return 0;
  const liveOf = new Map<string, string[]>();
  for (const sellerId of new Set(CONVERSATIONS.map((c) => c.sellerId))) {
    const states = await queryOwnerListingStates(db, sellerId);
    liveOf.set(
      sellerId,
      states.filter((state) => isLive(state)).map((state) => state.id),
    );
  }
  let written = 0;
  for (const conversation of CONVERSATIONS) {
    const listingId = liveOf.get(conversation.sellerId)?.[conversation.van];
    if (!listingId) continue;
    let at = now;
    const deps: MessagesDeps = {
      db,
      log: createLogger({ seed: 'demo-messages' }),
      getListing: (id) => getListing(db, id),
      getProfile: (id) => getProfile(db, id),
      now: () => at,
    };
    let id: string | undefined;
    for (const line of conversation.lines) {
      at = new Date(now.getTime() - line.hoursAgo * HOUR_MS);
      if (!id) {
        id = (await startConversation(deps, conversation.buyer, listingId, line.text))
          .conversation_id;
      } else {
        const userId = line.from === 'buyer' ? conversation.buyer.userId : conversation.sellerId;
        await sendMessage(deps, userId, id, line.text);
      }
    }
    for (const side of conversation.readBy) {
      at = new Date(at.getTime() + HOUR_MS / 2);
      await readThread(
        deps,
        side === 'buyer' ? conversation.buyer.userId : conversation.sellerId,
        id!,
      );
    }
    written++;
  }
  return written;
}
