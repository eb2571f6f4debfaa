import { paginatedBatchGet, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_MODERATION_REASONS, type CompanyDetails } from '#shared/admin/settings';
import { boostRecordKey, paymentKey, SITE_SETTINGS_KEY } from '#shared/table-keys';
import { batchPutItems } from '#lambdas/platform/batch-write';
import type { Db } from '#lambdas/platform/db';
import { paymentItem, type StoredPayment } from '#lambdas/payment/payments-repo';
import { lastReceiptNumber, receiptCounterMove } from '#lambdas/payment/receipt-numbers';
import { numberReceipts, type DemoPayments } from './boost-payments';

/**
 * VanYard's company and VAT details on the demo stage: made up, in the formats receipts need
 * (Companies House and HMRC publish no test numbers; these belong to nobody we know of).
 */
export const DEMO_COMPANY: CompanyDetails = {
  name: 'VanYard Ltd',
  address_lines: ['1 Example Street', 'Manchester', 'M1 1AA'],
  company_number: '09999999',
  vat_number: 'GB999999973',
};

/** The receipt numbers the stored payments among `ids` have (seeding again keeps them). */
async function storedReceiptNumbers(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const kept = new Map<string, number>();
  for (let start = 0; start < ids.length; start += 100) {
    const pages = paginatedBatchGet(
      { client: db.client },
      {
        RequestItems: {
          [db.tableName]: {
            Keys: ids.slice(start, start + 100).map(paymentKey),
            ProjectionExpression: 'id, receipt_number',
          },
        },
      },
    );
    for await (const page of pages) {
      for (const item of page.Responses?.[db.tableName] ?? []) {
        if (typeof item.receipt_number === 'number') kept.set(String(item.id), item.receipt_number);
      }
    }
  }
  return kept;
}

/**
 * The demo boosts' payments (each with its receipt number, in the order they were paid), their
 * boost records, the receipt counter moved past them, and VanYard's company details in the
 * settings unless an operator saved some: what the checkout and the webhook would have left.
 * Seeding again overwrites the same payments and keeps their numbers; numbers are given after
 * any the table holds already, never twice.
 */
export async function seedDemoPayments(
  db: Db,
  boosts: readonly DemoPayments[],
  now: Date,
): Promise<{ payments: number; receipts: number }> {
  const last = await lastReceiptNumber(db);
  const kept = await storedReceiptNumbers(
    db,
    boosts.map((boost) => boost.paid.id),
  );
  const numbered = numberReceipts(
    boosts.map((boost) => boost.paid),
    kept,
    last,
  );
  const declined = boosts.flatMap((boost) => (boost.declined ? [boost.declined] : []));
  const payments: StoredPayment[] = [...numbered.payments, ...declined];
  await batchPutItems(db, [
    ...payments.map((payment) => paymentItem(payment, now)),
    ...boosts.map((boost) => ({
      ...boostRecordKey(boost.paid.listing_id, boost.record.payment_id),
      ...boost.record,
    })),
  ]);
  if (numbered.last !== last) {
    // On condition of the value read: a payment paid meanwhile on a running stage fails the
    // seed rather than share a number.
    await db.client.send(new UpdateCommand(receiptCounterMove(db, last, numbered.last)));
  }
  await db.client
    .send(
      new PutCommand({
        TableName: db.tableName,
        Item: {
          ...SITE_SETTINGS_KEY,
          contact: null,
          moderation_reasons: [...DEFAULT_MODERATION_REASONS],
          company: DEMO_COMPANY,
          updated_at: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    )
    .catch((error: unknown) => {
      // An operator's settings are kept.
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
  return { payments: payments.length, receipts: numbered.payments.length };
}
