import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { vehicleLookupKey } from '#shared/table-keys';
import { vehicleDetailsSchema, type VehicleDetails } from '#shared/vehicle/vehicle-details';
import type { Db } from '../platform/db';

/** What a plate's lookup found: the details, or that the DVLA has no such plate. */
export type CachedLookup = { found: true; details: VehicleDetails } | { found: false };

/** A day for an answer; an hour for 'not found' (a plate just issued may appear soon). */
export const LOOKUP_KEEP_SECONDS = { found: 86_400, notFound: 3_600 } as const;

/** The plate's kept answer, unless it is older than it may be kept (TTL removes it later). */
export async function getCachedLookup(
  db: Db,
  plate: string,
  now: Date,
): Promise<CachedLookup | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: vehicleLookupKey(plate) }),
  );
  if (!Item || Number(Item.expires_at) * 1000 <= now.getTime()) return undefined;
  if (Item.found !== true) return { found: false };
  const details = vehicleDetailsSchema.safeParse(Item.details);
  // An answer kept in an older shape is asked again rather than trusted.
  return details.success ? { found: true, details: details.data } : undefined;
}

export async function putCachedLookup(
  db: Db,
  plate: string,
  lookup: CachedLookup,
  now: Date,
): Promise<void> {
  const seconds = lookup.found ? LOOKUP_KEEP_SECONDS.found : LOOKUP_KEEP_SECONDS.notFound;
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...vehicleLookupKey(plate),
        found: lookup.found,
        ...(lookup.found ? { details: lookup.details } : {}),
        fetched_at: now.toISOString(),
        expires_at: Math.floor(now.getTime() / 1000) + seconds,
      },
    }),
  );
}
