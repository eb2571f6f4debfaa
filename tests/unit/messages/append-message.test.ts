import { describe, expect, it } from 'vitest';
import {
  conversationIdFor,
  buyerKeyOf,
  threadMessage,
  withMessage,
  type NewConversation,
} from '#lambdas/message/append-message';
import { roleOf } from '#lambdas/message/conversations-repo';

const start: NewConversation = {
  id: 'c1',
  listing_id: 'l1',
  listing_title: '2019 Ford Transit',
  seller_id: 'seller',
  seller_name: 'Northern Van Centre',
  buyer_id: 'buyer',
  buyer_name: 'Sam',
  created_at: '2026-11-29T09:00:00.000Z',
};

describe('withMessage', () => {
  it("clears the writer's count and adds one to the other side's", () => {
    const first = withMessage(undefined, start, 'buyer', 'Hello', '2026-11-29T09:00:00.000Z');
    expect(first).toMatchObject({ buyer_unread: 0, seller_unread: 1, version: 1 });
    const second = withMessage(first, start, 'buyer', 'Still there?', '2026-11-29T09:01:00.000Z');
    expect(second).toMatchObject({ seller_unread: 2, last_message_preview: 'Still there?' });
    const reply = withMessage(second, start, 'seller', 'Yes', '2026-11-29T09:02:00.000Z');
    expect(reply).toMatchObject({
      seller_unread: 0,
      buyer_unread: 1,
      seller_read_at: '2026-11-29T09:02:00.000Z',
      last_sender: 'seller',
      version: 3,
    });
  });
});

describe('threadMessage', () => {
  it("says 'Seen' of the reader's own messages the other side has read since", () => {
    const message = {
      id: 'm',
      conversation_id: 'c1',
      sender: 'buyer' as const,
      text: 'Hi',
      sent_at: '2026-11-29T09:00:00.000Z',
    };
    const readAt = (at: string | null) => ({ buyer_read_at: null, seller_read_at: at });
    expect(threadMessage(message, 'buyer', readAt(null)).seen).toBe(false);
    expect(threadMessage(message, 'buyer', readAt('2026-11-29T08:59:00.000Z')).seen).toBe(false);
    expect(threadMessage(message, 'buyer', readAt('2026-11-29T09:00:00.000Z')).seen).toBe(true);
    // Never of the other side's messages.
    expect(threadMessage(message, 'seller', readAt('2026-11-29T09:05:00.000Z')).seen).toBe(false);
  });
});

describe('conversation ids and sides', () => {
  it('is one conversation per listing and buyer, whatever the case of an address', () => {
    const id = conversationIdFor('l1', buyerKeyOf({ userId: 'u1' }));
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(conversationIdFor('l1', buyerKeyOf({ userId: 'u1' }))).toBe(id);
    expect(conversationIdFor('l2', buyerKeyOf({ userId: 'u1' }))).not.toBe(id);
    expect(conversationIdFor('l1', buyerKeyOf({ email: ' Jo@Example.org' }))).toBe(
      conversationIdFor('l1', buyerKeyOf({ email: 'jo@example.org' })),
    );
  });

  it('knows only its two participants; an unclaimed buyer is nobody', () => {
    expect(roleOf({ seller_id: 's', buyer_id: 'b' }, 'b')).toBe('buyer');
    expect(roleOf({ seller_id: 's', buyer_id: 'b' }, 's')).toBe('seller');
    expect(roleOf({ seller_id: 's', buyer_id: 'b' }, 'x')).toBeUndefined();
    expect(roleOf({ seller_id: 's' }, 'x')).toBeUndefined();
  });
});
