import type { Listing } from '#shared/listing';
import type { Db } from '../../platform/db';
import type { TransactItem } from '../../platform/transactions';
import { writtenItem } from './listing-item';
import { stockTouch } from './listing-tally';

/**
 * The version (`updated_at`) a write that is not the seller's gives a listing (a moderator's,
 * a boost's): now, or a millisecond after the version it replaces when this clock is behind the
 * last writer's, so the seller's open form always sees that the listing changed ('changed
 * elsewhere') instead of overwriting the change.
 */
export function nextVersion(previous: string, now: Date): string {
  return new Date(Math.max(now.getTime(), Date.parse(previous) + 1)).toISOString();
}

/**
 * The listing after a boost change, as a new version: `updated_at` moves on, so a seller's
 * form opened before it cannot save over the boost (its version no longer matches).
 */
export function boostChanged(before: Listing, after: Listing, now: Date): Listing {
  return { ...after, updated_at: nextVersion(before.updated_at, now) };
}

/**
 * The Put of a listing's new version over the version read (`before.updated_at`) and its
 * owner, keeping the item's attributes outside the entity (`keep`): for the transaction of a
 * boost bought or refunded, with the payment's own writes.
 */
export function listingVersionPut(
  db: Db,
  before: Pick<Listing, 'updated_at' | 'user_id'>,
  after: Listing,
  keep: Record<string, unknown>,
  now: Date,
): NonNullable<TransactItem['Put']> {
  return {
    TableName: db.tableName,
    Item: writtenItem(after, now, keep),
    ConditionExpression: 'updated_at = :expected AND user_id = :owner',
    ExpressionAttributeValues: { ':expected': before.updated_at, ':owner': before.user_id },
  };
}

/**
 * listingVersionPut's Put with the seller's stock version moved (decision 071): what a
 * payment's transaction writes of the listing.
 */
export function listingVersionWrites(
  db: Db,
  before: Pick<Listing, 'updated_at' | 'user_id'>,
  after: Listing,
  keep: Record<string, unknown>,
  now: Date,
): TransactItem[] {
  return [
    { Put: listingVersionPut(db, before, after, keep, now) },
    stockTouch(db, after.user_id, now),
  ];
}

/** Whether a transaction cancelled on a listing's version (or met another write of it) is worth another read. */
export const LISTING_ATTEMPTS = 5;

/** A short, growing pause before another attempt: writers of one item spread out. */
export function pause(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
}
