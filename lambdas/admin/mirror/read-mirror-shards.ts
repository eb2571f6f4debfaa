import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import {
  ADMIN_SHARDS,
  adminMirrorPk,
  INDEX,
  type AdminMirrorKind,
  INDEX_KEYS,
} from '#shared/table-keys';
import type { Db } from '../../platform/db';

/**
 * Every admin index entry of a kind written after `after` (an ISO time; all of them when
 * undefined): one Query per shard, in parallel, every page. Eventually consistent, as a GSI is.
 * `pageSize` caps a page's items (DynamoDB's 1 MB page otherwise): tests read many pages of a
 * few rows.
 */
export async function readMirrorShards(
  db: Db,
  kind: AdminMirrorKind,
  after?: string,
  pageSize?: number,
): Promise<Record<string, unknown>[]> {
  const shards = Array.from({ length: ADMIN_SHARDS }, (_, shard) => shard);
  const pages = await Promise.all(
    shards.map(async (shard) => {
      const items: Record<string, unknown>[] = [];
      const paginator = paginateQuery(
        { client: db.client },
        {
          TableName: db.tableName,
          ...(pageSize ? { Limit: pageSize } : {}),
          IndexName: INDEX.admin,
          KeyConditionExpression: after
            ? `${INDEX_KEYS.admin.pk} = :pk AND ${INDEX_KEYS.admin.sk} > :after`
            : `${INDEX_KEYS.admin.pk} = :pk`,
          ExpressionAttributeValues: {
            ':pk': adminMirrorPk(kind, shard),
            ...(after ? { ':after': after } : {}),
          },
        },
      );
      for await (const page of paginator) items.push(...(page.Items ?? []));
      return items;
    }),
  );
  return pages.flat();
}
