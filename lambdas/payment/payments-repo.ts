import {
  GetCommand,
  paginatedBatchGet,
  paginateQuery,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import {
  paymentItemSchema,
  paymentSchema,
  type Payment,
  type PaymentItem,
  type PaymentState,
} from '#shared/payments';
import {
  adminMirrorKeys,
  BOOST_SK_PREFIX,
  boostRecordKey,
  checkoutSessionKey,
  INDEX,
  KEY_ATTRIBUTE,
  listingPk,
  PAYMENT_PK_PREFIX,
  paymentKey,
  payerPk,
  payerSk,
  INDEX_KEYS,
  indexKeys,
  indexStartKey,
  indexCursorFields,
} from '#shared/table-keys';
import { answerIf, writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';
import { setFields } from '../platform/set-fields';
import type { TransactItem } from '../platform/transactions';

/*
 * Payments (`PAYMENT#{id}` / `PAYMENT`), the boost records in a listing's partition
 * (`LISTING#{id}` / `BOOST#{paymentId}`) and the local stage's checkout sessions
 * (`CHECKOUT#{id}` / `SESSION`): docs/boosts.md, "Data".
 */

/** A payment as stored: the shared fields plus what only the server reads. */
export const storedPaymentSchema = paymentSchema.extend({
  /** The provider's checkout session, once created. */
  checkout_session_id: z.string().nullable().default(null),
  /** The provider's payment intent, once paid: what a refund names. */
  payment_intent_id: z.string().nullable().default(null),
  /** Why it failed (the provider unreachable, the payment declined), for support. */
  failure: z.string().nullable().default(null),
  /** The listing it boosted was deleted; the payment stays, a financial record. */
  listing_deleted: z.boolean().optional(),
});
export type StoredPayment = z.infer<typeof storedPaymentSchema>;

/** What the API shows of a payment: the shared schema's fields only. */
export function paymentView(payment: StoredPayment): Payment {
  return paymentSchema.parse(payment);
}

export function paymentFromItem(item: Record<string, unknown>): StoredPayment {
  const fields = Object.fromEntries(
    Object.entries(item).filter(([key]) => !KEY_ATTRIBUTE.test(key)),
  );
  return storedPaymentSchema.parse(fields);
}

/**
 * The payment item with its keys: the payer's history entry (GSI1) and the admin mirror's
 * keys stamped with this write's time, so the mirror's refresh sees every change (GSI3).
 */
export function paymentItem(payment: StoredPayment, writtenAt: Date): Record<string, unknown> {
  return {
    ...payment,
    ...paymentKey(payment.id),
    ...indexKeys('owner', payerPk(payment.user_id), payerSk(payment)),
    ...adminMirrorKeys('payments', payment.id, writtenAt),
  };
}

/** Writes a new payment; never over an existing one (ids are unique, this makes sure). */
export async function insertPayment(db: Db, payment: StoredPayment, now: Date): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: paymentItem(payment, now),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A payment by id, read consistently (a webhook may follow its write within milliseconds). */
export async function getPayment(db: Db, id: string): Promise<StoredPayment | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: paymentKey(id), ConsistentRead: true }),
  );
  return Item ? paymentFromItem(Item) : undefined;
}

type PaymentChanges = Partial<Omit<StoredPayment, 'id' | 'user_id' | 'created_at'>>;

/** The Update of a payment's fields, only while it is in `from`: for a transaction or alone. */
export function paymentTransition(
  db: Db,
  id: string,
  from: PaymentState,
  changes: PaymentChanges,
  now: Date,
): NonNullable<TransactItem['Update']> {
  const set = setFields({
    ...changes,
    updated_at: now.toISOString(),
    [INDEX_KEYS.admin.sk]: adminMirrorKeys('payments', id, now)[INDEX_KEYS.admin.sk],
  });
  return {
    TableName: db.tableName,
    Key: paymentKey(id),
    UpdateExpression: set.UpdateExpression,
    ConditionExpression: '#from = :from',
    ExpressionAttributeNames: { ...set.ExpressionAttributeNames, '#from': 'status' },
    ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':from': from },
  };
}

/**
 * Changes a payment that is in `from`, alone: the payment as it is now, or 'moved-on' when it
 * is in another state already (or does not exist), and nothing is written.
 */
export async function updatePaymentIf(
  db: Db,
  id: string,
  from: PaymentState,
  changes: PaymentChanges,
  now: Date,
): Promise<StoredPayment | 'moved-on'> {
  const answer = await answerIf(
    db.client.send(
      new UpdateCommand({
        ...paymentTransition(db, id, from, changes, now),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!answer) return 'moved-on';
  return paymentFromItem(answer.Attributes ?? {});
}

/**
 * The Update giving a paid payment its receipt number, only if it has none (a payment paid
 * before receipts were numbered); for the transaction that moves the counter.
 */
export function receiptNumberSet(
  db: Db,
  id: string,
  receiptNumber: number,
): NonNullable<TransactItem['Update']> {
  return {
    TableName: db.tableName,
    Key: paymentKey(id),
    UpdateExpression: 'SET #number = :number',
    ConditionExpression:
      '(attribute_not_exists(#number) OR #number = :none) AND #status IN (:succeeded, :refunded)',
    ExpressionAttributeNames: { '#number': 'receipt_number', '#status': 'status' },
    ExpressionAttributeValues: {
      ':number': receiptNumber,
      ':none': null,
      ':succeeded': 'succeeded',
      ':refunded': 'refunded',
    },
  };
}

export type PayerPage = {
  payments: StoredPayment[];
  /** The index key to continue after, or undefined on the last page. */
  lastKey: Record<string, unknown> | undefined;
};

/**
 * A page of a payer's payments, newest first: a Query of their history entries (GSI1), then
 * the items themselves in one BatchGetItem, put back in the entries' order.
 */
export async function queryPayerPayments(
  db: Db,
  userId: string,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<PayerPage> {
  // One more than the page: a next page is offered only when there is one.
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: `${INDEX_KEYS.owner.pk} = :payer`,
      ExpressionAttributeValues: { ':payer': payerPk(userId) },
      ScanIndexForward: false,
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
      ProjectionExpression: indexCursorFields('owner').join(', '),
    }),
  );
  const entries = (result.Items ?? []).slice(0, limit);
  const byId = new Map<string, StoredPayment>();
  if (entries.length > 0) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: { Keys: entries.map((entry) => ({ PK: entry.PK, SK: entry.SK })) },
        },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        const payment = paymentFromItem(item);
        byId.set(payment.id, payment);
      }
    }
  }
  const last = entries.at(-1);
  return {
    payments: entries.flatMap((entry) => {
      const payment = byId.get(String(entry.PK).slice(PAYMENT_PK_PREFIX.length));
      return payment ? [payment] : [];
    }),
    lastKey: (result.Items ?? []).length > limit && last ? indexStartKey('owner', last) : undefined,
  };
}

// The listing side ------------------------------------------------------------------------------

/** A boost record: which payment boosted the listing with what, and when. */
export type BoostRecord = { payment_id: string; items: PaymentItem[]; applied_at: string };

/** The Put of a boost record, once per payment; for the payment's transaction. */
export function boostRecordPut(
  db: Db,
  listingId: string,
  record: BoostRecord,
): NonNullable<TransactItem['Put']> {
  return {
    TableName: db.tableName,
    Item: { ...boostRecordKey(listingId, record.payment_id), ...record },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** Every boost record of a listing (a listing has a handful: one per paid boost). */
export async function listBoostRecords(db: Db, listingId: string): Promise<BoostRecord[]> {
  const records: BoostRecord[] = [];
  const pages = paginateQuery(
    { client: db.client },
    {
      TableName: db.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :boost)',
      ExpressionAttributeValues: { ':pk': listingPk(listingId), ':boost': BOOST_SK_PREFIX },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      records.push({
        payment_id: String(item.payment_id),
        items: z.array(paymentItemSchema).parse(item.items ?? []),
        applied_at: String(item.applied_at),
      });
    }
  }
  return records;
}

/**
 * Marks a payment's listing deleted, whatever the payment's state; 'missing' when there is no
 * such payment. The admin mirror's keys move, so Admin Payments learns of it.
 */
export async function markListingDeleted(
  db: Db,
  paymentId: string,
  now: Date,
): Promise<'marked' | 'missing'> {
  const set = setFields({
    listing_deleted: true,
    updated_at: now.toISOString(),
    [INDEX_KEYS.admin.sk]: adminMirrorKeys('payments', paymentId, now)[INDEX_KEYS.admin.sk],
  });
  const marked = await writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: paymentKey(paymentId),
        ...set,
        ConditionExpression: 'attribute_exists(PK)',
      }),
    ),
  );
  return marked ? 'marked' : 'missing';
}

// The local stage's checkout sessions -------------------------------------------------------------

export const checkoutSessionSchema = z.object({
  session_id: z.string(),
  payment_id: z.string(),
  listing_id: z.string(),
  user_id: z.string(),
  listing_title: z.string(),
  items: z.array(paymentItemSchema),
  amount_pence: z.number().int(),
  currency: z.literal('gbp'),
  success_url: z.string(),
  cancel_url: z.string(),
  /** open until paid or declined on the stand-in page. */
  status: z.enum(['open', 'paid', 'declined']),
  created_at: z.iso.datetime(),
  /** Epoch seconds: the table's TTL removes it, and readers treat it as gone from then. */
  expires_at: z.number().int(),
});
export type CheckoutSessionRecord = z.infer<typeof checkoutSessionSchema>;

export async function putCheckoutSession(db: Db, session: CheckoutSessionRecord): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...checkoutSessionKey(session.session_id), ...session },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A session still open for payment or already settled, until it expires; else undefined. */
export async function getCheckoutSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<CheckoutSessionRecord | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: checkoutSessionKey(sessionId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, ...fields } = Item;
  const session = checkoutSessionSchema.parse(fields);
  // TTL deletes lazily (up to days later): an expired session is gone from the moment it expires.
  return session.expires_at * 1000 > now.getTime() ? session : undefined;
}

/** Moves a session from `from` to `to`: false when another request moved it first. */
export async function setCheckoutSessionStatus(
  db: Db,
  sessionId: string,
  from: CheckoutSessionRecord['status'],
  to: CheckoutSessionRecord['status'],
): Promise<boolean> {
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: checkoutSessionKey(sessionId),
        UpdateExpression: 'SET #status = :to',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':from': from, ':to': to },
      }),
    ),
  );
}
