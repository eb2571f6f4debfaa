import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_MODERATION_REASONS, type CompanyDetails } from '../../../shared/admin/settings';
import { boostRecordKey, RECEIPT_COUNTER_KEY, SITE_SETTINGS_KEY } from '../../../shared/table-keys';
import { batchPutItems } from '../../../lambdas/data/batch-write';
import type { Db } from '../../../lambdas/data/db';
import { paymentItem, type StoredPayment } from '../../../lambdas/data/payments-repo';
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

/**
 * The demo boosts' payments (each with its receipt number, in the order they were paid), their
 * boost records, the receipt counter at the last number, and VanYard's company details in the
 * settings unless an operator saved some: what the checkout and the webhook would have left.
 */
export async function seedDemoPayments(
  db: Db,
  boosts: readonly DemoPayments[],
  now: Date,
): Promise<{ payments: number; receipts: number }> {
  const paid = numberReceipts(boosts.map((boost) => boost.paid));
  const declined = boosts.flatMap((boost) => (boost.declined ? [boost.declined] : []));
  const payments: StoredPayment[] = [...paid, ...declined];
  await batchPutItems(db, [
    ...payments.map((payment) => paymentItem(payment, now)),
    ...boosts.map((boost) => ({
      ...boostRecordKey(boost.paid.listing_id, boost.record.payment_id),
      ...boost.record,
    })),
  ]);
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...RECEIPT_COUNTER_KEY, last: paid.length },
    }),
  );
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
  return { payments: payments.length, receipts: paid.length };
}
