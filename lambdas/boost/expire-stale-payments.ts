import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ADMIN_SHARDS,
  adminMirrorKeys,
  adminMirrorPk,
  BOOST_SWEEP_JOB,
  INDEX,
  jobCursorKey,
  paymentKey,
  INDEX_KEYS,
} from '#shared/table-keys';
import { writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';

/** A checkout not paid within a day is abandoned (Stripe's sessions expire after 24 hours). */
export const PENDING_PAYMENT_MS = 86_400_000;
/**
 * Each run reads again this far before where the last one stopped: an index entry appears a
 * moment after its write, and writers' clocks differ a little.
 */
const CURSOR_OVERLAP_MS = 3_600_000;

type StalePayment = { id: string; created_at: string };

/**
 * Pending payments whose last write was between `after` and `before` (ISO times; from the
 * beginning without `after`), from the admin index's payment shards (GSI3 `ADMIN#P#{shard}` /
 * `{written at}#{id}`, which carries each payment's status): one Query per shard, reading only
 * the payments written in that window, the pending ones kept by the filter.
 */
async function pendingWrittenBetween(
  db: Db,
  after: string | undefined,
  before: string,
): Promise<StalePayment[]> {
  const shards = Array.from({ length: ADMIN_SHARDS }, (_, shard) => shard);
  const found = await Promise.all(
    shards.map(async (shard) => {
      const payments: StalePayment[] = [];
      const pages = paginateQuery(
        { client: db.client },
        {
          TableName: db.tableName,
          IndexName: INDEX.admin,
          KeyConditionExpression: after
            ? `${INDEX_KEYS.admin.pk} = :pk AND ${INDEX_KEYS.admin.sk} BETWEEN :after AND :before`
            : `${INDEX_KEYS.admin.pk} = :pk AND ${INDEX_KEYS.admin.sk} < :before`,
          FilterExpression: '#status = :pending',
          ProjectionExpression: 'id, created_at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pk': adminMirrorPk('payments', shard),
            ':before': before,
            ':pending': 'pending',
            ...(after ? { ':after': after } : {}),
          },
        },
      );
      for await (const page of pages) {
        for (const item of page.Items ?? []) {
          if (typeof item.id === 'string' && typeof item.created_at === 'string') {
            payments.push({ id: item.id, created_at: item.created_at });
          }
        }
      }
      return payments;
    }),
  );
  return found.flat();
}

async function readCursor(db: Db): Promise<string | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: jobCursorKey(BOOST_SWEEP_JOB),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.payments_through === 'string' ? Item.payments_through : undefined;
}

/** Moves the cursor forward only: a slower run that finishes later never moves it back. */
async function writeCursor(db: Db, through: string): Promise<void> {
  try {
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...jobCursorKey(BOOST_SWEEP_JOB), payments_through: through },
        ConditionExpression: 'attribute_not_exists(PK) OR payments_through < :through',
        ExpressionAttributeValues: { ':through': through },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * PENDING -> EXPIRED, only from pending and only once a day old: a webhook that landed since
 * the read wins. The admin index keys are stamped with this write, so the admin mirrors see it.
 */
async function expirePayment(db: Db, payment: StalePayment, cutoff: string, now: Date) {
  const mirror = adminMirrorKeys('payments', payment.id, now);
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: paymentKey(payment.id),
        UpdateExpression: `SET #status = :expired, updated_at = :now, ${INDEX_KEYS.admin.pk} = :gsi3pk, ${INDEX_KEYS.admin.sk} = :gsi3sk`,
        ConditionExpression: '#status = :pending AND created_at <= :cutoff',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':expired': 'expired',
          ':pending': 'pending',
          ':now': now.toISOString(),
          ':cutoff': cutoff,
          ':gsi3pk': mirror[INDEX_KEYS.admin.pk],
          ':gsi3sk': mirror[INDEX_KEYS.admin.sk],
        },
      }),
    ),
  );
}

/**
 * Expires pending payments older than a day (a checkout abandoned, a session never created).
 * Which to look at: a payment's admin index entry is sorted by its last write, which is never
 * before its creation, so every pending payment created before the cutoff is found once its
 * last write is older than the cutoff. Each run reads only the entries that crossed the cutoff
 * since the previous run (the cursor, `JOB#boost-sweep` / `CURSOR`, with an hour's overlap):
 * about five minutes of payments, not all of them; the first run reads every entry once.
 */
export async function expireStalePayments(deps: {
  db: Db;
  now?: () => Date;
}): Promise<{ looked: number; expired: number }> {
  const now = deps.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - PENDING_PAYMENT_MS).toISOString();
  const cursor = await readCursor(deps.db);
  const after = cursor ? new Date(Date.parse(cursor) - CURSOR_OVERLAP_MS).toISOString() : undefined;
  const pending = await pendingWrittenBetween(deps.db, after, cutoff);
  let expired = 0;
  for (const payment of pending) {
    if (payment.created_at > cutoff) continue;
    if (await expirePayment(deps.db, payment, cutoff, now)) expired += 1;
  }
  await writeCursor(deps.db, cutoff);
  return { looked: pending.length, expired };
}
