import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { createLogger } from '#lambdas/platform/logger';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { getListing } from '#lambdas/listing/listing-repo';
import { startConversation } from '#lambdas/message/start-conversation';
import { listConversations } from '#lambdas/message/list-conversations';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { firstName } from '#lambdas/message/participant-names';
import { RATE_LIMITS } from '#shared/api/rate-limits';
import type { Listing } from '#shared/listing';
import {
  INBOX_PAGE_SIZE,
  MESSAGE_MAX_CHARS,
  MESSAGES_TEXT,
  type InboxResponse,
  type ThreadResponse,
} from '#shared/messages';
import { conversationKey, conversationPk, inboxPk, inboxUnreadKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { fetchFromAddress } from '../local-stage/fetch-from-address';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';

// Messages between buyers and sellers on the worker's shared stage (decisions 053, 075): each
// test makes its own accounts and listings and asserts on those alone. Signed-out enquiries go
// from a loopback address of this file's own (127.0.75.x), so the per-address limit is its own.
let stage: TestStage;
let db: Db;
let closeDb: () => void;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
}, 180_000);

afterAll(() => closeDb?.());

/** A seller whose profile exists (the first read of it makes it), as after a first sign-in. */
async function aSeller(options: { admin?: boolean } = {}): Promise<Seller> {
  const seller = await newSeller(stage, options);
  expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
  return seller;
}

async function aVan(seller: Seller, overrides: Partial<Listing> = {}): Promise<Listing> {
  const listing = aListing({ id: `ms-${randomUUID()}`, user_id: seller.userId, ...overrides });
  await putListingsBatch(db, [listing]);
  return listing;
}

const start = (buyer: Seller, listingId: string, text: string) =>
  api(stage, 'POST', '/api/me/conversations', {
    token: buyer.token,
    body: { listing_id: listingId, text },
  });
const send = (who: Seller, id: string, text: unknown) =>
  api(stage, 'POST', `/api/me/conversations/${id}/messages`, {
    token: who.token,
    body: { text },
  });
const thread = (who: Seller, id: string) =>
  api(stage, 'GET', `/api/me/conversations/${id}`, { token: who.token });
async function inbox(who: Seller, cursor?: string): Promise<InboxResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const { status, body } = await api(stage, 'GET', `/api/me/conversations${query}`, {
    token: who.token,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as InboxResponse;
}
async function unread(who: Seller): Promise<number> {
  const { status, body } = await api(stage, 'GET', '/api/me/messages/unread', {
    token: who.token,
  });
  expect(status).toBe(200);
  return body.unread as number;
}
const item = async (key: { PK: string; SK: string }) =>
  (
    await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: key, ConsistentRead: true }),
    )
  ).Item;
async function partition(pk: string) {
  const { Items = [] } = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ConsistentRead: true,
    }),
  );
  return Items;
}

describe('a conversation between a buyer and a seller', () => {
  it('starts from an enquiry, continues it, keeps its keys and unread counts, and shows Seen', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const van = await aVan(seller);

    const first = await start(buyer, van.id, 'Is it still available?');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const id = first.body.conversation_id as string;
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    // A second enquiry about the same van continues the same conversation.
    const second = await start(buyer, van.id, 'And does it have a tow bar?');
    expect(second.body.conversation_id).toBe(id);

    // Keys: the item, its two messages in its partition, a row in each inbox, the totals.
    const messages = (await partition(conversationPk(id))).filter((row) =>
      String(row.SK).startsWith('MSG#'),
    );
    expect(messages.map((row) => row.text)).toEqual([
      'Is it still available?',
      'And does it have a tow bar?',
    ]);
    const meta = await item(conversationKey(id));
    expect(meta).toMatchObject({ seller_unread: 2, buyer_unread: 0, buyer_id: buyer.userId });
    expect(typeof meta?.expires_at).toBe('number');
    const sellerRows = (await partition(inboxPk(seller.userId))).filter((row) =>
      String(row.SK).startsWith('T#'),
    );
    expect(sellerRows).toHaveLength(1);
    expect(sellerRows[0]).toMatchObject({ conversation_id: id, unread: 2, role: 'seller' });
    expect(await unread(seller)).toBe(2);
    expect(await unread(buyer)).toBe(0);

    const sellerInbox = await inbox(seller);
    expect(sellerInbox.unread_total).toBe(2);
    expect(sellerInbox.reply_stats).toMatchObject({ conversations: 1, replied: 0, rate: 0 });
    const buyerProfile = (await api(stage, 'GET', '/api/me/profile', { token: buyer.token })).body;
    expect(sellerInbox.items[0]).toMatchObject({
      id,
      role: 'seller',
      // The buyer's first name from their account, never their address.
      other_name: firstName(buyerProfile.full_name as string),
      unread: 2,
      last_message_preview: 'And does it have a tow bar?',
      listing: { id: van.id, state: 'live', card: { price: van.price } },
    });
    // The buyer's e-mail address never reaches the seller.
    expect(JSON.stringify(sellerInbox)).not.toContain(buyer.email);

    // The buyer's own messages are not 'Seen' until the seller reads the thread.
    const before = (await thread(buyer, id)).body as ThreadResponse;
    expect(before.messages.map((m) => [m.from_me, m.seen])).toEqual([
      [true, false],
      [true, false],
    ]);
    const read = await thread(seller, id);
    expect(read.status).toBe(200);
    expect((read.body as ThreadResponse).messages.every((m) => !m.from_me)).toBe(true);
    expect(await unread(seller)).toBe(0);
    expect((await inbox(seller)).items[0]?.unread).toBe(0);
    const after = (await thread(buyer, id)).body as ThreadResponse;
    expect(after.messages.every((m) => m.seen)).toBe(true);

    // The seller's reply: the buyer's count, the newest first in both inboxes.
    const reply = await send(seller, id, 'Yes, and a tow bar.');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await unread(buyer)).toBe(1);
    const buyerInbox = await inbox(buyer);
    expect(buyerInbox.items[0]).toMatchObject({ id, unread: 1, last_from_me: false });
    const afterReply = await inbox(seller);
    expect(afterReply.items[0]).toMatchObject({ id, last_from_me: true });
    // The seller's reply counts: one conversation, answered within the hour.
    expect(afterReply.reply_stats).toEqual({
      conversations: 1,
      replied: 1,
      rate: 100,
      typical: 'hour',
    });
    expect((await inbox(buyer)).reply_stats).toBeNull();
  });

  it('keeps the unread counts exact under many sends at once from both sides', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const van = await aVan(seller);
    const id = (await start(buyer, van.id, 'Hello')).body.conversation_id as string;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => send(buyer, id, `buyer ${n}`)),
      ...Array.from({ length: 8 }, (_, n) => send(seller, id, `seller ${n}`)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(201));

    const messages = (await partition(conversationPk(id)))
      .filter((row) => String(row.SK).startsWith('MSG#'))
      .sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)));
    expect(messages).toHaveLength(17);
    // Whoever wrote last has read everything; the other side has unread all the messages
    // since their own last one.
    const last = messages.at(-1)!.sender as 'buyer' | 'seller';
    const lastOwn = messages
      .map((m) => m.sender)
      .lastIndexOf(last === 'buyer' ? 'seller' : 'buyer');
    const expected = messages.length - 1 - lastOwn;
    const [buyerUnread, sellerUnread] = last === 'buyer' ? [0, expected] : [expected, 0];
    expect(await item(conversationKey(id))).toMatchObject({
      buyer_unread: buyerUnread,
      seller_unread: sellerUnread,
      version: 17,
    });
    expect((await item(inboxUnreadKey(buyer.userId)))?.unread ?? 0).toBe(buyerUnread);
    expect((await item(inboxUnreadKey(seller.userId)))?.unread ?? 0).toBe(sellerUnread);
    // One row per inbox, at the last message.
    for (const who of [buyer, seller]) {
      const rows = (await partition(inboxPk(who.userId))).filter((row) =>
        String(row.SK).startsWith('T#'),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.last_message_at).toBe(messages.at(-1)!.sent_at);
    }
  });

  it('pages the inbox newest first with a cursor that resumes it', async () => {
    const seller = await aSeller();
    const van = await aVan(seller);
    const deps = {
      db,
      log: createLogger({ test: 'messages' }),
      getListing: (listingId: string) => getListing(db, listingId),
      getProfile: async () => undefined,
    };
    const ids: string[] = [];
    for (let n = 0; n < INBOX_PAGE_SIZE + 3; n++) {
      const sent = await startConversation(
        deps,
        { userId: `buyer-${randomUUID()}`, name: `Buyer ${n}` },
        van.id,
        `n${n}`,
      );
      ids.push(sent.conversation_id);
    }
    const first = await inbox(seller);
    expect(first.items.map((c) => c.id)).toEqual(ids.slice().reverse().slice(0, INBOX_PAGE_SIZE));
    // A page is one Query of the seller's inbox and two small reads (the unread total, the reply
    // counts), whatever the number of conversations: here the one listing is read too, as this
    // stage's search index does not hold it (the bench measures it with the index).
    const meter = meterCapacity(db.client, { minimumReadUnits: 0.5 });
    try {
      const page = await listConversations(deps, seller.userId);
      expect(page.items).toHaveLength(INBOX_PAGE_SIZE);
      const used = meter.take();
      expect(used.readRequests).toHaveLength(4);
      expect(used.readUnits).toBeLessThanOrEqual(5);
    } finally {
      meter.stop();
    }
    expect(first.unread_total).toBe(INBOX_PAGE_SIZE + 3);
    const second = await inbox(seller, first.next_cursor!);
    expect(second.items.map((c) => c.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.next_cursor).toBeNull();
    // A cursor of someone else's inbox is refused, not followed.
    const other = await aSeller();
    const refused = await api(stage, 'GET', `/api/me/conversations?cursor=${first.next_cursor}`, {
      token: other.token,
    });
    expect(refused.status).toBe(422);
  });
});

describe('who may read and write a conversation', () => {
  it('lets its buyer and seller in, and no other buyer, seller or admin, on every route', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const otherBuyer = await aSeller();
    const otherSeller = await aSeller();
    const admin = await aSeller({ admin: true });
    const van = await aVan(seller);
    const id = (await start(buyer, van.id, 'Private question')).body.conversation_id as string;

    for (const participant of [buyer, seller]) {
      expect((await thread(participant, id)).status).toBe(200);
      expect((await send(participant, id, 'fine')).status).toBe(201);
      expect((await inbox(participant)).items.map((c) => c.id)).toContain(id);
    }
    for (const outsider of [otherBuyer, otherSeller, admin]) {
      const read = await thread(outsider, id);
      expect(read.status).toBe(404);
      expect(read.body.error.message).toBe(MESSAGES_TEXT.notFound);
      expect(JSON.stringify(read.body)).not.toContain('Private question');
      expect((await send(outsider, id, 'let me in')).status).toBe(404);
      expect((await inbox(outsider)).items.map((c) => c.id)).not.toContain(id);
      expect(await unread(outsider)).toBe(0);
    }
    // Signed out: 401 on every route.
    for (const [method, path] of [
      ['GET', '/api/me/conversations'],
      ['GET', `/api/me/conversations/${id}`],
      ['POST', `/api/me/conversations/${id}/messages`],
      ['POST', '/api/me/conversations'],
      ['GET', '/api/me/messages/unread'],
      ['POST', '/api/me/messages/claim'],
      ['PUT', `/api/me/conversations/${id}/block`],
      ['DELETE', `/api/me/conversations/${id}/block`],
    ] as const) {
      expect(
        (await api(stage, method, path, { body: method === 'POST' ? {} : undefined })).status,
      ).toBe(401);
    }
    // Nothing the outsiders tried was stored.
    const texts = (await partition(conversationPk(id))).map((row) => row.text);
    expect(texts).not.toContain('let me in');
  });
});

describe('what a message may hold', () => {
  it('keeps HTML as text, removes control characters, and refuses empty and long messages', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const van = await aVan(seller);
    const html = '<script>alert(1)</script><b>bold</b>';
    const started = await start(buyer, van.id, `${html}\u0000\u0007\r\nline two\u202e`);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.message.text).toBe(`${html}\nline two`);
    const id = started.body.conversation_id as string;

    const empty = await send(buyer, id, ' \u0000\n ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(MESSAGES_TEXT.empty);
    const long = await send(buyer, id, 'x'.repeat(MESSAGE_MAX_CHARS + 1));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(MESSAGES_TEXT.tooLong);
    expect((await send(buyer, id, 'x'.repeat(100_000))).status).toBe(413);
    expect((await send(buyer, id, 42)).status).toBe(400);
    expect((await thread(buyer, 'not-an-id')).status).toBe(400);
    // Nothing refused was stored.
    expect((await thread(buyer, id)).body.messages).toHaveLength(1);
  });

  it('refuses an enquiry about a van that is not for sale, or about your own', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const sold = await aVan(seller, { status: 'sold' });
    const mine = await aVan(buyer);
    const soldAnswer = await start(buyer, sold.id, 'Still there?');
    expect(soldAnswer.status).toBe(409);
    expect(soldAnswer.body.error.message).toBe(MESSAGES_TEXT.unavailable);
    expect((await start(buyer, `ms-${randomUUID()}`, 'Hello')).status).toBe(404);
    const own = await start(buyer, mine.id, 'Talking to myself');
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe(MESSAGES_TEXT.ownListing);
  });
});

describe('e-mail notifications', () => {
  type Mail = { to: string[]; subject: string; text: string; replyTo?: string };
  async function mailsTo(address: string): Promise<Mail[]> {
    const { mails } = (await (await fetch(`${stage.url}/_local/mailbox.json`)).json()) as {
      mails: Mail[];
    };
    return mails.filter((mail) => mail.to.includes(address));
  }

  it('mail the other side once per conversation in the window, however many messages at once', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const van = await aVan(seller);
    const id = (await start(buyer, van.id, 'First question')).body.conversation_id as string;
    const more = await Promise.all(
      Array.from({ length: 6 }, (_, n) => send(buyer, id, `question ${n}`)),
    );
    expect(more.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const toSeller = await mailsTo(seller.email);
    expect(toSeller).toHaveLength(1);
    expect(toSeller[0]!.text).toContain('First question');
    expect(toSeller[0]!.text).toContain(`/messages/${id}`);
    // Neither address reaches the other side, and a reply to the mail goes nowhere private.
    expect(JSON.stringify(toSeller)).not.toContain(buyer.email);
    expect(toSeller[0]!.replyTo).toBeUndefined();

    expect((await send(seller, id, 'Answer one')).status).toBe(201);
    expect((await send(seller, id, 'Answer two')).status).toBe(201);
    const toBuyer = await mailsTo(buyer.email);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.text).toContain('Answer one');
    expect(JSON.stringify(toBuyer)).not.toContain(seller.email);
  });
});

describe('a block', () => {
  it('stops messages either way until lifted, and only a participant may set it', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const outsider = await aSeller();
    const van = await aVan(seller);
    const other = await aVan(seller);
    const id = (await start(buyer, van.id, 'Hello')).body.conversation_id as string;
    const block = (who: Seller, method: 'PUT' | 'DELETE') =>
      api(stage, method, `/api/me/conversations/${id}/block`, { token: who.token });

    expect((await block(outsider, 'PUT')).status).toBe(404);
    expect((await block(seller, 'PUT')).body).toEqual({ blocked: true });
    for (const who of [buyer, seller]) {
      const refused = await send(who, id, 'still there?');
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(MESSAGES_TEXT.blocked);
    }
    // Not about another of the seller's vans either.
    expect((await start(buyer, other.id, 'What about this one?')).status).toBe(409);
    expect((await thread(seller, id)).body.blocked).toBe('me');
    expect((await thread(buyer, id)).body.blocked).toBe('them');
    // The one blocked cannot lift it.
    expect((await block(buyer, 'DELETE')).status).toBe(200);
    expect((await send(buyer, id, 'let me back')).status).toBe(409);

    expect((await block(seller, 'DELETE')).body).toEqual({ blocked: false });
    expect((await send(buyer, id, 'Thanks')).status).toBe(201);
    expect((await thread(buyer, id)).body.blocked).toBeNull();
    const texts = (await thread(seller, id)).body.messages.map((m: { text: string }) => m.text);
    expect(texts).toEqual(['Hello', 'Thanks']);
  });
});

describe('a flood of messages', () => {
  it('is refused with 429 and Retry-After past the per-minute limit, and nothing more is stored', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const van = await aVan(seller);
    const id = (await start(buyer, van.id, 'one')).body.conversation_id as string;
    for (let n = 2; n <= RATE_LIMITS.messages.limit; n++) {
      expect((await send(buyer, id, `message ${n}`)).status).toBe(201);
    }
    const refused = await fetch(`${stage.url}/api/me/conversations/${id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'one too many' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await refused.text();
    // The seller is not limited by the buyer's flood.
    expect((await send(seller, id, 'Please slow down')).status).toBe(201);
    const texts = (await thread(buyer, id)).body.messages.map((m: { text: string }) => m.text);
    expect(texts).toHaveLength(RATE_LIMITS.messages.limit + 1);
    expect(texts).not.toContain('one too many');
  });
});

describe('an enquiry sent signed out', () => {
  it('starts a conversation that signing in with the same address claims, once', async () => {
    const seller = await aSeller();
    const buyer = await aSeller();
    const stranger = await aSeller();
    const van = await aVan(seller);
    const enquiry = await fetchFromAddress(
      '127.0.75.1',
      `${stage.url}/api/listings/${van.id}/enquiries`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Jo Guest',
          email: buyer.email.toUpperCase(),
          message: 'Can I see it on Saturday?',
        }),
      },
    );
    expect(enquiry.status, enquiry.text).toBe(201);
    const sellerInbox = await inbox(seller);
    expect(sellerInbox.items).toHaveLength(1);
    expect(sellerInbox.items[0]).toMatchObject({ other_name: 'Jo', unread: 1 });
    const id = sellerInbox.items[0]!.id;
    expect(JSON.stringify(sellerInbox)).not.toContain(buyer.email);
    // Before the claim the buyer's account has no part in it.
    expect((await thread(buyer, id)).status).toBe(404);

    const claim = (who: Seller) =>
      api(stage, 'POST', '/api/me/messages/claim', { token: who.token });
    expect((await claim(stranger)).body).toEqual({ claimed: 0 });
    expect((await claim(buyer)).body).toEqual({ claimed: 1 });
    expect((await claim(buyer)).body).toEqual({ claimed: 0 });
    expect((await inbox(buyer)).items.map((c) => c.id)).toEqual([id]);
    const read = await thread(buyer, id);
    expect(read.status).toBe(200);
    expect(read.body.messages[0]).toMatchObject({
      from_me: true,
      text: 'Can I see it on Saturday?',
    });
    expect((await send(seller, id, 'Saturday is fine')).status).toBe(201);
    expect(await unread(buyer)).toBe(1);
  });
});
