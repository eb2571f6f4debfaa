import { importKey } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import type { StoredImport } from '../imports-repo';
import { cancelledOn, sendTransaction } from '../../platform/transactions';
import { fileSeenPut } from './file-seen';

/**
 * Moves an uploaded import to 'queued' and records its file for the duplicate warning, in one
 * transaction: a start that fails between the two leaves neither. 'moved-on' when the import
 * is no longer uploading (another start queued it first); nothing written then.
 */
export async function queueImport(
  db: Db,
  record: StoredImport,
  now: Date,
): Promise<StoredImport | 'moved-on'> {
  const at = now.toISOString();
  try {
    await sendTransaction(db, [
      {
        Update: {
          TableName: db.tableName,
          Key: importKey(record.id),
          UpdateExpression: 'SET #status = :queued, updated_at = :now',
          ConditionExpression: '#status = :uploading',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':queued': 'queued', ':uploading': 'uploading', ':now': at },
        },
      },
      { Put: fileSeenPut(db, record.owner_id, record.sha256, record.id, now) },
    ]);
  } catch (error) {
    if (cancelledOn(error, 0)) return 'moved-on';
    throw error;
  }
  return { ...record, status: 'queued', updated_at: at };
}
