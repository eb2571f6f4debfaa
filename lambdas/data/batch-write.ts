import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

/** Writes items 25 a call (DynamoDB's limit), retrying what DynamoDB leaves unprocessed. */
export async function batchPutItems(db: Db, items: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests: PutRequest[] | undefined = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests && requests.length > 0; attempt++) {
      if (attempt > 8) throw new Error('DynamoDB kept leaving batch writes unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      const result = await db.client.send(
        new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }),
      );
      requests = result.UnprocessedItems?.[db.tableName] as PutRequest[] | undefined;
    }
  }
}
