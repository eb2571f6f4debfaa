import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Key } from '#shared/table-keys';
import type { Db } from './db';

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };
type DeleteRequest = { DeleteRequest: { Key: Key } };

/**
 * Sends write requests 25 a call (DynamoDB's limit), retrying what DynamoDB leaves unprocessed;
 * `what` names them when it keeps leaving some.
 */
async function batchWrite(
  db: Db,
  requests: readonly (PutRequest | DeleteRequest)[],
  what: string,
): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let batch: (PutRequest | DeleteRequest)[] | undefined = requests.slice(start, start + 25);
    for (let attempt = 0; batch && batch.length > 0; attempt++) {
      if (attempt > 8) throw new Error(`DynamoDB kept leaving batch ${what} unprocessed`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await db.client.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: batch } }),
      );
      batch = result.UnprocessedItems?.[db.tableName] as typeof batch;
    }
  }
}

/** Writes items 25 a call, retrying what DynamoDB leaves unprocessed. */
export async function batchPutItems(db: Db, items: Record<string, unknown>[]): Promise<void> {
  await batchWrite(
    db,
    items.map((Item) => ({ PutRequest: { Item } })),
    'writes',
  );
}

/** Deletes items by key 25 a call, retrying what DynamoDB leaves unprocessed. */
export async function batchDeleteKeys(db: Db, keys: readonly Key[]): Promise<void> {
  await batchWrite(
    db,
    keys.map((Key) => ({ DeleteRequest: { Key } })),
    'deletes',
  );
}
