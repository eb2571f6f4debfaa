import { uploadKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';

/**
 * Deletes of the upload records whose photos a write attaches, each only while it is still a
 * finished upload: in the write's transaction, so a photo is attached once, and never after its
 * record (and its files) expired.
 */
export function consumeUploads(db: Db, userId: string, uploadIds: readonly string[]) {
  return uploadIds.map((id) => ({
    Delete: {
      TableName: db.tableName,
      Key: uploadKey(userId, id),
      ConditionExpression: '#status = :ready',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':ready': 'ready' },
    },
  }));
}
