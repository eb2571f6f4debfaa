import type { OwnListingTab } from '#shared/own-listings';
import { listingTallyKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import type { ListingTally } from '../listing-state-repo';
import type { TransactItem } from '../../platform/transactions';

/** The tally's change when a listing moves between tabs (or appears: from null). */
export function tallyDelta(
  from: OwnListingTab | null,
  to: OwnListingTab | null,
): Partial<ListingTally> {
  const delta: Partial<ListingTally> = {};
  if (from) delta[from] = (delta[from] ?? 0) - 1;
  if (to) delta[to] = (delta[to] ?? 0) + 1;
  return delta;
}

/** Whether a delta moves any listing between tabs. */
export function tallyMoves(delta: Partial<ListingTally>): boolean {
  return Object.values(delta).some((by) => by !== 0);
}

/**
 * The tally's update for the transaction of a listing's write: the ADD of a delta (tabs that do
 * not move are left out) and the seller's stock version (`stock_version`, `stock_at`), which
 * every write of one of their listings moves, so My Listings' stock view knows with the one
 * read of the tally whether the rows it holds are current (decision 071).
 */
export function tallyUpdate(
  db: Db,
  userId: string,
  delta: Partial<ListingTally>,
  at: Date = new Date(),
): TransactItem {
  const entries = Object.entries(delta).filter(([, by]) => by !== 0);
  const adds = [...entries.map(([tab]) => `#${tab} :${tab}`), 'stock_version :one'];
  return {
    Update: {
      TableName: db.tableName,
      Key: listingTallyKey(userId),
      UpdateExpression: `ADD ${adds.join(', ')} SET stock_at = :at`,
      ...(entries.length > 0
        ? { ExpressionAttributeNames: Object.fromEntries(entries.map(([tab]) => [`#${tab}`, tab])) }
        : {}),
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([tab, by]) => [`:${tab}`, by])),
        ':one': 1,
        ':at': at.toISOString(),
      },
    },
  };
}

/** The seller's stock version moved alone: a listing changed in place (an edit, a boost). */
export function stockTouch(db: Db, userId: string, at: Date = new Date()): TransactItem {
  return tallyUpdate(db, userId, {}, at);
}
