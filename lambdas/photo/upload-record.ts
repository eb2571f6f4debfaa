import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { UPLOAD_STATES, type UploadState } from '#shared/own-listings';
import { uploadKey } from '#shared/table-keys';
import { writtenIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';

/**
 * The upload record the presign route writes (`USER#{userId}` / `UPLOAD#{uploadId}`, status
 * 'processing') and the photo processor settles: 'ready' with the largest variant's size, or
 * 'failed' with the message the seller sees. Only GetItem and UpdateItem, on `USER#` keys:
 * what the processor's role allows (infra/stack/definitions/image-pipeline.ts).
 */
export type UploadIds = { userId: string; uploadId: string };

export type UploadRecordState = { status: UploadState | 'unknown' };

/**
 * The record's status, or undefined when there is none (never presigned, or expired by TTL).
 * Strongly consistent: the presign route wrote it moments before the upload arrived.
 */
export async function readUploadState(
  db: Db,
  ids: UploadIds,
): Promise<UploadRecordState | undefined> {
  const result = await db.client.send(
    new GetCommand({
      TableName: db.tableName,
      Key: uploadKey(ids.userId, ids.uploadId),
      ProjectionExpression: '#status',
      ExpressionAttributeNames: { '#status': 'status' },
      ConsistentRead: true,
    }),
  );
  if (!result.Item) return undefined;
  const status: unknown = result.Item.status;
  return {
    status: (UPLOAD_STATES as readonly unknown[]).includes(status)
      ? (status as UploadState)
      : 'unknown',
  };
}

/**
 * Sets the verdict while the record is still 'processing' (and exists): true if this call
 * settled it, false if it was already settled or is gone (a redelivered or concurrent event).
 */
async function settle(
  db: Db,
  ids: UploadIds,
  fields: Record<string, string | number | null>,
): Promise<boolean> {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':processing': 'processing' };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return writtenIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: uploadKey(ids.userId, ids.uploadId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

/** The variants are written: 'ready', with the width and height of the largest variant. */
export function markUploadReady(
  db: Db,
  ids: UploadIds,
  size: { width: number; height: number },
): Promise<boolean> {
  return settle(db, ids, {
    status: 'ready',
    message: null,
    width: size.width,
    height: size.height,
  });
}

/** The file was refused: 'failed', with the sentence the seller's form shows on the photo. */
export function markUploadFailed(db: Db, ids: UploadIds, message: string): Promise<boolean> {
  return settle(db, ids, { status: 'failed', message });
}
