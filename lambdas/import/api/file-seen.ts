import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_LIMITS } from '#shared/csv-import/imports';
import { importFileKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { importExpiry } from '../imports-repo';
import type { TransactItem } from '../../platform/transactions';

/**
 * A file an owner imported (`USER#{ownerId}` / `IMPORTFILE#{sha256}`): written when a run
 * starts, so the same bytes offered again within 30 days get the duplicate warning. An
 * abandoned upload writes none: it imported nothing.
 */
export type FileSeen = { import_id: string; created_at: string; expires_at: number };

const KEEP_MS = IMPORT_LIMITS.keepDays * 24 * 3600 * 1000;

/** The owner's record of this file if it was imported in the last 30 days. */
export async function recentFileSeen(
  db: Db,
  ownerId: string,
  sha256: string,
  now: Date,
): Promise<FileSeen | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: importFileKey(ownerId, sha256) }),
  );
  if (!Item) return undefined;
  const seen: FileSeen = {
    import_id: String(Item.import_id),
    created_at: String(Item.created_at),
    expires_at: Number(Item.expires_at),
  };
  // TTL deletes expired items within a day or two, not at once.
  return now.getTime() - Date.parse(seen.created_at) < KEEP_MS ? seen : undefined;
}

/** The Put of the record for a transaction: the newest import of the file wins. */
export function fileSeenPut(
  db: Db,
  ownerId: string,
  sha256: string,
  importId: string,
  now: Date,
): NonNullable<TransactItem['Put']> {
  const seen: FileSeen = {
    import_id: importId,
    created_at: now.toISOString(),
    expires_at: importExpiry(now),
  };
  return { TableName: db.tableName, Item: { ...importFileKey(ownerId, sha256), ...seen } };
}
