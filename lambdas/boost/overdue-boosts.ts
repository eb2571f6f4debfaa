import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { BOOST_TYPES } from '#shared/boosts';
import { boostEnd } from '#shared/listing';
import {
  FEATURED_HOME_PK,
  FEATURED_SEARCH_PK,
  INDEX,
  listingIdOf,
  INDEX_KEYS,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { endBoostTypes, type EndBoostDeps } from './end-boost';

/**
 * Live listings whose featured end has passed but whose flag is still set: the featured index
 * (GSI5) sorts each by its end, so both partitions below `now` are exactly those (an ended
 * boost's end moves nowhere, but its flag clears and the listing leaves the index). Keys only.
 */
export async function overdueBoostedListings(db: Db, now: Date): Promise<string[]> {
  const ids = new Set<string>();
  for (const pk of [FEATURED_HOME_PK, FEATURED_SEARCH_PK]) {
    const pages = paginateQuery(
      { client: db.client },
      {
        TableName: db.tableName,
        IndexName: INDEX.featured,
        KeyConditionExpression: `${INDEX_KEYS.featured.pk} = :pk AND ${INDEX_KEYS.featured.sk} < :now`,
        ExpressionAttributeValues: { ':pk': pk, ':now': now.toISOString() },
        ProjectionExpression: 'PK',
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        const id = listingIdOf(item.PK as string | undefined);
        if (id) ids.add(id);
      }
    }
  }
  return [...ids];
}

/**
 * Ends every boost whose end has passed and whose flag is still set (an expiry execution lost
 * or failed for good, a local stage that was stopped): each type of each such listing whose
 * end is behind the clock, at that end. Answers how many listings changed.
 */
export async function endOverdueBoosts(
  deps: EndBoostDeps,
): Promise<{ found: number; ended: number }> {
  const now = deps.now?.() ?? new Date();
  const ids = await overdueBoostedListings(deps.db, now);
  let ended = 0;
  for (const id of ids) {
    const outcome = await endBoostTypes(deps, id, (listing, at) =>
      BOOST_TYPES.flatMap((type) => {
        const end = boostEnd(listing, type);
        return listing[type] && end !== null && Date.parse(end) <= at.getTime()
          ? [{ type, expected: end }]
          : [];
      }),
    );
    if (outcome === 'ended') ended += 1;
  }
  return { found: ids.length, ended };
}
