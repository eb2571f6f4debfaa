import { QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ALERT_FREQUENCIES, type AlertFrequency } from '#shared/saved-searches';
import {
  alertedKey,
  digestKey,
  pendingAlertKey,
  pendingAlertsPk,
  savedSearchKey,
} from '#shared/table-keys';
import type { Db } from '../platform/db';
import { cancelledFrom, sendTransaction } from '../platform/transactions';
import type { BucketEntry, StoredSavedSearch } from './saved-searches-repo';

/** How long 'this listing was alerted to this search' is remembered (DynamoDB TTL). */
const ALERTED_TTL_DAYS = 180;
/** A digest's record, kept long enough to outlive any retry. */
const DIGEST_TTL_DAYS = 30;

/** What a digest shows of a listing: taken when the alert is made, so the digest reads nothing more. */
export const alertedListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  headline: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  location: z.string(),
  price: z.number(),
  mileage: z.number(),
  image_url: z.string().nullable(),
});
export type AlertedListing = z.infer<typeof alertedListingSchema>;

export const pendingAlertSchema = z.object({
  PK: z.string(),
  SK: z.string(),
  search_id: z.string(),
  user_id: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** 'new', or 'price-{new price}' for a price drop. */
  kind: z.string(),
  /** The price before the drop. */
  previous_price: z.number().nullable(),
  listing: alertedListingSchema,
  created_at: z.string(),
});
export type PendingAlert = z.infer<typeof pendingAlertSchema>;

const ttlAfter = (now: Date, days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;

/**
 * Records one alert: the marker that this listing was alerted to this search with this kind
 * (put only if absent, so a retried stream record or a second edit never alerts twice), the
 * pending alert its digest will send, and the search's pending count. False when it was alerted
 * before or the search is gone: nothing is written then.
 */
export async function putAlert(
  db: Db,
  alert: {
    entry: BucketEntry;
    kind: string;
    previousPrice: number | null;
    listing: AlertedListing;
    now: Date;
  },
): Promise<boolean> {
  const { entry, kind, listing, now } = alert;
  try {
    await sendTransaction(db, [
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...alertedKey(entry.search_id, listing.id, kind),
            created_at: now.toISOString(),
            expires_at: ttlAfter(now, ALERTED_TTL_DAYS),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: db.tableName,
          Key: savedSearchKey(entry.user_id, entry.search_id),
          UpdateExpression: 'ADD pending_alerts :one',
          ConditionExpression: 'attribute_exists(PK) AND paused = :false',
          ExpressionAttributeValues: { ':one': 1, ':false': false },
        },
      },
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...pendingAlertKey(entry.frequency, entry.search_id, listing.id, kind),
            search_id: entry.search_id,
            user_id: entry.user_id,
            frequency: entry.frequency,
            kind,
            previous_price: alert.previousPrice,
            listing,
            created_at: now.toISOString(),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancelledFrom(error, 0)) return false;
    throw error;
  }
}

/** The alerts waiting for this frequency's digests, up to `limit`, grouped by search in key order. */
export async function listPendingAlerts(
  db: Db,
  frequency: AlertFrequency,
  limit: number,
): Promise<PendingAlert[]> {
  const found: PendingAlert[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pendingAlertsPk(frequency) },
        ConsistentRead: true,
        Limit: Math.min(1000, limit - found.length),
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const parsed = pendingAlertSchema.safeParse(item);
      if (parsed.success) found.push(parsed.data);
    }
    start = page.LastEvaluatedKey;
  } while (start && found.length < limit);
  return found;
}

const deletePending = (db: Db, alert: PendingAlert) => ({
  Delete: {
    TableName: db.tableName,
    Key: { PK: alert.PK, SK: alert.SK },
    ConditionExpression: 'attribute_exists(PK)',
  },
});

/**
 * Claims a digest: its record for this search and period (only if none exists), and every
 * pending alert it sends, taken out of the queue in the same transaction. Two runs at once, or a
 * run retried in the same period, cannot both claim: false for the one that did not.
 */
export async function claimDigest(
  db: Db,
  search: StoredSavedSearch,
  period: string,
  alerts: readonly PendingAlert[],
  now: Date,
): Promise<boolean> {
  try {
    await sendTransaction(db, [
      {
        Put: {
          TableName: db.tableName,
          Item: {
            ...digestKey(search.id, period),
            status: 'claimed',
            listing_ids: alerts.map((alert) => alert.listing.id),
            claimed_at: now.toISOString(),
            expires_at: ttlAfter(now, DIGEST_TTL_DAYS),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: db.tableName,
          Key: savedSearchKey(search.user_id, search.id),
          UpdateExpression: 'ADD pending_alerts :minus',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minus': -alerts.length },
        },
      },
      ...alerts.map((alert) => deletePending(db, alert)),
    ]);
    return true;
  } catch (error) {
    if (cancelledFrom(error, 0)) return false;
    throw error;
  }
}

/** The send failed: the claim is withdrawn and the alerts wait for the next run. */
export async function releaseDigest(
  db: Db,
  search: StoredSavedSearch,
  period: string,
  alerts: readonly PendingAlert[],
): Promise<void> {
  await sendTransaction(db, [
    { Delete: { TableName: db.tableName, Key: digestKey(search.id, period) } },
    {
      Update: {
        TableName: db.tableName,
        Key: savedSearchKey(search.user_id, search.id),
        UpdateExpression: 'ADD pending_alerts :plus',
        ExpressionAttributeValues: { ':plus': alerts.length },
      },
    },
    ...alerts.map((alert) => ({ Put: { TableName: db.tableName, Item: { ...alert } } })),
  ]);
}

export async function markDigestSent(
  db: Db,
  searchId: string,
  period: string,
  messageId: string,
  now: Date,
): Promise<void> {
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: digestKey(searchId, period),
      UpdateExpression: 'SET #status = :sent, sent_at = :now, message_id = :id',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':sent': 'sent', ':now': now.toISOString(), ':id': messageId },
    }),
  );
}

/** Alerts of a search that is gone or paused: dropped, with nothing sent. */
export async function dropAlerts(db: Db, alerts: readonly PendingAlert[]): Promise<void> {
  for (let i = 0; i < alerts.length; i += 25) {
    await sendTransaction(
      db,
      alerts.slice(i, i + 25).map((alert) => ({
        Delete: { TableName: db.tableName, Key: { PK: alert.PK, SK: alert.SK } },
      })),
    );
  }
}
