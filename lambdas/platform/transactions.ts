import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Db } from './db';

/** One write of a TransactWriteItems request (document client: plain values). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Whether a transaction failed on the condition of the item at `index` (the one whose version
 * was read, usually the first), rather than on anything else it writes.
 */
export function cancelledOn(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

/** Whether a cancelled transaction failed on one of the items from `from` on. */
export function cancelledFrom(error: unknown, from: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some(
      (reason, index) => index >= from && reason.Code === 'ConditionalCheckFailed',
    )
  );
}

/** How many times a transaction that met another on one of its items is sent again. */
const CONFLICT_RETRIES = 3;

export function conflicted(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict')
  );
}

/**
 * Sends a transaction, again after a moment when it met another transaction on one of its items
 * (two writes of one owner's tally at once): cancelled whole, it is safe to send again, and its
 * conditions are checked again. Still conflicting after a few tries, it fails as it did.
 */
export async function sendTransaction(db: Db, items: readonly TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.client.send(new TransactWriteCommand({ TransactItems: [...items] }));
      return;
    } catch (error) {
      if (!conflicted(error) || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * (attempt + 1)));
    }
  }
}
