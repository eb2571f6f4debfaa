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

/**
 * The tally's ADD of a delta, for the transaction of the listing's write; undefined when
 * nothing moves.
 */
export function tallyUpdate(
  db: Db,
  userId: string,
  delta: Partial<ListingTally>,
): TransactItem | undefined {
  const entries = Object.entries(delta).filter(([, by]) => by !== 0);
  if (entries.length === 0) return undefined;
  return {
    Update: {
      TableName: db.tableName,
      Key: listingTallyKey(userId),
      UpdateExpression: `ADD ${entries.map(([tab]) => `#${tab} :${tab}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([tab]) => [`#${tab}`, tab])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([tab, by]) => [`:${tab}`, by])),
    },
  };
}
