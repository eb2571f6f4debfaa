import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { logCursorKey, SEARCH_LOG_PK } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { entryFromItem, type SearchLogEntry } from './search-log';

export type LogRead = {
  /** Entries written at `afterMs` or later, oldest first. */
  entries: SearchLogEntry[];
  /** When the query started (epoch ms): what the reader's next window is measured from. */
  startedAt: number;
};

/**
 * Every log entry written at `afterMs` or later: one Query on the log partition (paginated
 * past 1 MB). Eventually consistent for the search containers (0.5 RCU per 4 KB, and 0.5 when
 * nothing is new); compaction asks for consistent reads.
 */
export async function readSearchLog(
  db: Db,
  afterMs: number,
  options: { consistent?: boolean; now?: () => number } = {},
): Promise<LogRead> {
  const startedAt = (options.now ?? Date.now)();
  const entries: SearchLogEntry[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND SK > :after',
      ExpressionAttributeValues: { ':pk': SEARCH_LOG_PK, ':after': logCursorKey(afterMs) },
      ConsistentRead: options.consistent ?? false,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const entry = entryFromItem(item);
      if (entry) entries.push(entry);
    }
  }
  return { entries, startedAt };
}
