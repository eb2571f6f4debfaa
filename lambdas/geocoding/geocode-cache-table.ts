import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { LatLng } from '#shared/geo';
import { compactPostcode, formatPostcode } from '#shared/postcode';
import { geocodeKey } from '#shared/table-keys';
import type { Db } from '../platform/db';

/**
 * A provider's answer kept in the single table (`GEOCODE#M19AB` / `GEOCODE`), shared by every
 * container. `expires_at` is the table's TTL attribute; DynamoDB deletes expired items up to a
 * few days late, so readers check it themselves.
 */
export type CachedAnswer = { point: LatLng | null; expiresAt: number };

/** The cached answer if one is stored and still valid at `nowSeconds`. */
export async function readCachedAnswer(
  db: Db,
  postcode: string,
  nowSeconds: number,
): Promise<CachedAnswer | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: geocodeKey(postcode),
    }),
  );
  const item = result.Item;
  if (!item || typeof item.expires_at !== 'number' || item.expires_at <= nowSeconds) {
    return undefined;
  }
  const point =
    item.found === true && typeof item.latitude === 'number' && typeof item.longitude === 'number'
      ? { latitude: item.latitude, longitude: item.longitude }
      : null;
  return { point, expiresAt: item.expires_at };
}

export async function writeCachedAnswer(
  db: Db,
  postcode: string,
  answer: CachedAnswer,
  provider: string,
  now: Date,
): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...geocodeKey(postcode),
        postcode: formatPostcode(postcode) ?? compactPostcode(postcode),
        found: answer.point !== null,
        ...(answer.point ?? {}),
        provider,
        cached_at: now.toISOString(),
        expires_at: answer.expiresAt,
      },
    }),
  );
}
