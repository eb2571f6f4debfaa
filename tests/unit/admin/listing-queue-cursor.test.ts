import { describe, expect, it } from 'vitest';
import { decodeQueueCursor } from '#lambdas/listing/admin/moderation-queue';
import { RuleViolationError } from '#lambdas/platform/errors';
import { encodeIndexCursor } from '#lambdas/platform/index-cursor';

const key = {
  PK: 'LISTING#van-1',
  SK: 'LISTING',
  GSI2PK: 'APPROVAL#pending',
  GSI2SK: '2026-07-01T10:00:00.000Z#van-1',
};
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the moderation queue cursor', () => {
  it('round-trips a key of the pending queue', () => {
    expect(decodeQueueCursor(encodeIndexCursor(key))).toEqual(key);
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['a string', encode('hello')],
    ['null', encode(null)],
    ['another approval status', encode({ ...key, GSI2PK: 'APPROVAL#approved' })],
    ['an item key that does not follow', encode({ ...key, PK: 'LISTING#van-2' })],
    ['another item kind', encode({ ...key, SK: 'APPROVED' })],
    ['a foreign partition', encode({ ...key, PK: 'USER#van-1' })],
    ['an extra attribute', encode({ ...key, extra: 1 })],
    ['a missing attribute', encode({ PK: key.PK, SK: key.SK, GSI2PK: key.GSI2PK })],
    ['a sort key without an id', encode({ ...key, GSI2SK: '2026-07-01T10:00:00.000Z' })],
  ])('refuses %s with a 422, never a DynamoDB error', (_, cursor) => {
    expect(() => decodeQueueCursor(cursor)).toThrow(RuleViolationError);
  });
});
