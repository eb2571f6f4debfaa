import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { jobLeaseKey } from '#shared/table-keys';
import type { Db } from './db';

export type SingleFlight<T> = { ran: true; result: T } | { ran: false; heldUntil: number };

/**
 * Runs `run` unless another run of the same job holds the lease, in any container or on any
 * schedule: the lease is one conditional write, taken when absent or expired (a crashed run
 * frees it after `leaseMs`), and released by its holder only.
 */
export async function singleFlight<T>(
  db: Db,
  job: string,
  leaseMs: number,
  run: () => Promise<T>,
  now: () => number = Date.now,
): Promise<SingleFlight<T>> {
  const holder = randomUUID();
  const takenAt = now();
  const heldUntil = takenAt + leaseMs;
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...jobLeaseKey(job),
          holder,
          held_until: heldUntil,
          // The table's TTL tidies a lease left by a crash.
          expires_at: Math.ceil(heldUntil / 1000) + 3600,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR held_until < :now',
        ExpressionAttributeValues: { ':now': takenAt },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const held = Number((error.Item as { held_until?: { N?: string } } | undefined)?.held_until?.N);
    return { ran: false, heldUntil: Number.isFinite(held) ? held : heldUntil };
  }
  try {
    return { ran: true, result: await run() };
  } finally {
    await db.client
      .send(
        new DeleteCommand({
          TableName: db.tableName,
          Key: jobLeaseKey(job),
          ConditionExpression: 'holder = :holder',
          ExpressionAttributeValues: { ':holder': holder },
        }),
      )
      // Someone took over an expired lease: theirs now, not ours to free.
      .catch((error: unknown) => {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      });
  }
}
