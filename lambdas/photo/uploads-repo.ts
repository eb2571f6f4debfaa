import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import type { PhotoContentType } from '#shared/listing-form';
import type { UploadState } from '#shared/own-listings';
import { uploadKey } from '#shared/table-keys';
import type { Db } from '../platform/db';

/** A photo upload's record (`USER#{userId}` / `UPLOAD#{id}`), written when it is presigned. */
export type UploadRecord = {
  id: string;
  user_id: string;
  status: UploadState;
  message: string | null;
  content_type: PhotoContentType;
  size: number;
  created_at: string;
};

/** Uploads not attached to a listing within a day are forgotten (TTL) and their files expire. */
/**
 * How long after its upload a finished photo may still be attached (to a listing, as a dealer's
 * logo): its private variants expire by a lifecycle rule a day after they were written, so a
 * margin before that.
 */
export const UPLOAD_ATTACH_SECONDS = 20 * 3600;

export const UPLOAD_RECORD_SECONDS = 24 * 3600;

export async function putUploadRecord(db: Db, record: UploadRecord): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: {
        ...uploadKey(record.user_id, record.id),
        ...record,
        expires_at: Math.floor(Date.parse(record.created_at) / 1000) + UPLOAD_RECORD_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

function recordOf(item: Record<string, unknown> | undefined): UploadRecord | undefined {
  if (!item) return undefined;
  return {
    id: String(item.id),
    user_id: String(item.user_id),
    status: item.status as UploadState,
    message: typeof item.message === 'string' ? item.message : null,
    content_type: item.content_type as PhotoContentType,
    size: Number(item.size),
    created_at: String(item.created_at),
  };
}

/** One of this user's uploads; another user's id is simply not found (the key holds the user). */
export async function getUploadRecord(
  db: Db,
  userId: string,
  id: string,
): Promise<UploadRecord | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: uploadKey(userId, id) }),
  );
  return recordOf(Item);
}

/** Several of this user's uploads (at most 10: one listing's photos), read consistently. */
export async function getUploadRecords(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, UploadRecord>> {
  const found = new Map<string, UploadRecord>();
  if (ids.length === 0) return found;
  let keys: Record<string, unknown>[] | undefined = ids.map((id) => uploadKey(userId, id));
  while (keys && keys.length > 0) {
    const result: BatchGetCommandOutput = await db.client.send(
      new BatchGetCommand({
        RequestItems: { [db.tableName]: { Keys: keys, ConsistentRead: true } },
      }),
    );
    for (const item of result.Responses?.[db.tableName] ?? []) {
      const record = recordOf(item)!;
      found.set(record.id, record);
    }
    keys = result.UnprocessedKeys?.[db.tableName]?.Keys;
  }
  return found;
}
