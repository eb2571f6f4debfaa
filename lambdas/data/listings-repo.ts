import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { listingSchema, type Listing } from '../../shared/listing';
import { batchPutItems } from './batch-write';
import { FEATURED_HOME_PK, LISTING_SK, listingKeys, listingPk } from './listing-keys';

export type Db = {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** Set by the benchmark: asks DynamoDB for the read capacity each call consumes. */
  onCapacity?: (units: number) => void;
};

function capacityRequest(db: Db) {
  return db.onCapacity ? { ReturnConsumedCapacity: 'TOTAL' as const } : {};
}

function reportCapacity(db: Db, consumed: { CapacityUnits?: number } | undefined): void {
  if (db.onCapacity) db.onCapacity(consumed?.CapacityUnits ?? 0);
}

const KEY_ATTRIBUTES = /^(PK|SK|GSI\d+PK|GSI\d+SK)$/;

/** A stored item back to the entity, dropping key attributes. */
export function listingFromItem(item: Record<string, unknown>): Listing {
  const fields = Object.fromEntries(
    Object.entries(item).filter(([key]) => !KEY_ATTRIBUTES.test(key)),
  );
  return listingSchema.parse(fields);
}

export function listingItem(listing: Listing): Record<string, unknown> {
  return { ...listing, ...listingKeys(listing) };
}

export async function putListing(db: Db, listing: Listing): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: listingItem(listing) }));
}

/** Writes up to 25 listings a call, retrying what DynamoDB leaves unprocessed. */
export async function putListingsBatch(db: Db, listings: Listing[]): Promise<void> {
  await batchPutItems(db, listings.map(listingItem));
}

export async function getListing(db: Db, id: string): Promise<Listing | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: { PK: listingPk(id), SK: LISTING_SK },
      ...capacityRequest(db),
    }),
  );
  reportCapacity(db, result.ConsumedCapacity);
  return result.Item ? listingFromItem(result.Item) : undefined;
}

/**
 * Homepage-featured live listings whose boost has not expired, latest expiry first: one Query
 * on the sparse featured index (GSI5).
 */
export async function queryHomepageFeatured(db: Db, now: Date, limit: number): Promise<Listing[]> {
  const result = await db.client.send(
    new QueryCommand({
      TableName: db.tableName,
      IndexName: 'GSI5',
      KeyConditionExpression: 'GSI5PK = :pk AND GSI5SK > :now',
      ExpressionAttributeValues: { ':pk': FEATURED_HOME_PK, ':now': now.toISOString() },
      ScanIndexForward: false,
      Limit: limit,
      ...capacityRequest(db),
    }),
  );
  reportCapacity(db, result.ConsumedCapacity);
  return (result.Items ?? []).map(listingFromItem);
}

/**
 * Adds one view, atomically (`ADD views :one`), only while the listing exists and is live.
 * Returns false when it is not: unknown, sold, pending or rejected.
 */
export async function incrementViews(db: Db, id: string): Promise<boolean> {
  try {
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { PK: listingPk(id), SK: LISTING_SK },
        UpdateExpression: 'ADD #views :one',
        ConditionExpression: 'attribute_exists(PK) AND #status = :active AND #approval = :approved',
        ExpressionAttributeNames: {
          '#views': 'views',
          '#status': 'status',
          '#approval': 'approval_status',
        },
        ExpressionAttributeValues: { ':one': 1, ':active': 'active', ':approved': 'approved' },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
