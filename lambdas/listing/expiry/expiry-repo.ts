import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { EXPIRY_SHARDS, expiryPk, INDEX, INDEX_KEYS, listingIdOf } from '#shared/table-keys';
import type { Db } from '../../platform/db';

/**
 * The ids of listings the expiry run has something to do for at `now` (a reminder or an end
 * due), from the sparse expiry index: one Query a shard, reading only what is due (KEYS_ONLY,
 * about 40 entries a read unit). The index is eventually consistent: the run reads each
 * listing again before it acts.
 */
export async function dueListingIds(db: Db, now: Date): Promise<string[]> {
  const until = `${now.toISOString()}#~`;
  const ids: string[] = [];
  for (let shard = 0; shard < EXPIRY_SHARDS; shard++) {
    const pages = paginateQuery(
      { client: db.client },
      {
        TableName: db.tableName,
        IndexName: INDEX.expiry,
        KeyConditionExpression: `${INDEX_KEYS.expiry.pk} = :pk AND ${INDEX_KEYS.expiry.sk} <= :until`,
        ExpressionAttributeValues: { ':pk': expiryPk(shard), ':until': until },
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        const id = listingIdOf(String(item.PK));
        if (id) ids.push(id);
      }
    }
  }
  return ids;
}
