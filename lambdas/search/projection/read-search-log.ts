import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../data/listings-repo';
import { entryFromItem, logCursorKey, SEARCH_LOG_PK, type SearchLogEntry } from './search-log';

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
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk AND SK > :after',
        ExpressionAttributeValues: { ':pk': SEARCH_LOG_PK, ':after': logCursorKey(afterMs) },
        ConsistentRead: options.consistent ?? false,
        ExclusiveStartKey: startKey,
        ...(db.onCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {}),
      }),
    );
    db.onCapacity?.(page.ConsumedCapacity?.CapacityUnits ?? 0);
    for (const item of page.Items ?? []) {
      const entry = entryFromItem(item);
      if (entry) entries.push(entry);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { entries, startedAt };
}
