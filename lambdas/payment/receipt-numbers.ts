import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { RECEIPT_COUNTER_KEY } from '#shared/table-keys';
import type { Db } from '../platform/db';
import {
  cancelledOn,
  conflicted,
  sendTransaction,
  type TransactItem,
} from '../platform/transactions';
import { getPayment, receiptNumberSet, type StoredPayment } from './payments-repo';
import { pause } from '#lambdas/listing';

/*
 * Receipt numbers (issue 28): one sequence, no gaps, one number per paid payment. The counter
 * (`COUNTER#RECEIPT` / `COUNTER`) is moved from the value read to the next one on condition, in
 * the same transaction that gives the payment that number: two payments paid at once cannot both
 * take a number (one transaction is cancelled and reads again), and a number is used only if the
 * payment's own write succeeds (a repeated webhook finds the payment paid and takes none).
 */

/** The last number given (0 before the first). */
export async function lastReceiptNumber(db: Db): Promise<number> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: RECEIPT_COUNTER_KEY, ConsistentRead: true }),
  );
  return typeof Item?.last === 'number' ? Item.last : 0;
}

/** The counter's move from `last` to `next`, only if nobody moved it since it was read. */
export function receiptCounterMove(
  db: Db,
  last: number,
  next: number,
): NonNullable<TransactItem['Update']> {
  return {
    TableName: db.tableName,
    Key: RECEIPT_COUNTER_KEY,
    UpdateExpression: 'SET #last = :next',
    ConditionExpression:
      last === 0 ? 'attribute_not_exists(#last) OR #last = :last' : '#last = :last',
    ExpressionAttributeNames: { '#last': 'last' },
    ExpressionAttributeValues: { ':next': next, ':last': last },
  };
}

/** The counter's move from `last` to the next number: a payment's, in its transaction. */
export function receiptCounterUpdate(db: Db, last: number): NonNullable<TransactItem['Update']> {
  return receiptCounterMove(db, last, last + 1);
}

/** How often a number is asked for again when other payments took the one read. */
export const RECEIPT_NUMBER_ATTEMPTS = 20;

/**
 * The receipt number of a paid payment that has none yet (one paid before receipts were
 * numbered): the next of the sequence, given once even when the receipt is opened twice at the
 * same moment. The payment as it is then; unchanged when it has a number or is not paid.
 */
export async function ensureReceiptNumber(db: Db, paymentId: string): Promise<StoredPayment> {
  for (let attempt = 1; ; attempt++) {
    const payment = await getPayment(db, paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} vanished`);
    if (payment.receipt_number !== null) return payment;
    if (payment.status !== 'succeeded' && payment.status !== 'refunded') return payment;
    const last = await lastReceiptNumber(db);
    try {
      await sendTransaction(db, [
        { Update: receiptNumberSet(db, payment.id, last + 1) },
        { Update: receiptCounterUpdate(db, last) },
      ]);
      return { ...payment, receipt_number: last + 1 };
    } catch (error) {
      const again = cancelledOn(error, 0) || cancelledOn(error, 1) || conflicted(error);
      if (!again || attempt >= RECEIPT_NUMBER_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}
