import { paginatedBatchGet, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { IMPORT_LIMITS, type ImportList } from '#shared/csv-import/imports';
import { importerPk, importKey, INDEX, INDEX_KEYS } from '#shared/table-keys';
import type { Db } from '../../platform/db';
import { importFromItem, importView, type StoredImport } from '../imports-repo';

/** The most imports the list shows: a month of a busy dealer's files. */
export const OWN_IMPORTS_LIMIT = 50;

/**
 * What the list reads of each import: everything but the kept row errors (up to 200 lines
 * each) and the run's chunk bookkeeping. The list gives counts; one import's errors come
 * from GET /api/me/imports/{id}.
 */
const LISTED_FIELDS = [
  'id',
  'owner_id',
  'created_by',
  'filename',
  'size',
  'sha256',
  'status',
  'rows_total',
  'rows_done',
  'imported',
  'error_count',
  'failure',
  'created_at',
  'updated_at',
  'expires_at',
] as const;

/**
 * The caller's imports as their owner (an admin's imports for them included), newest first,
 * created in the last 30 days, running ones included, so the dialog finds a run that goes on
 * after the seller left. Uploads never started are left out: they imported nothing. The owner
 * index (GSI1 `IMPORTER#{ownerId}`) carries the keys and the status only, so its entries are
 * followed by a BatchGetItem of the records.
 */
export async function listOwnImports(db: Db, ownerId: string, now: Date): Promise<ImportList> {
  const since = new Date(now.getTime() - IMPORT_LIMITS.keepDays * 24 * 3600 * 1000);
  const ids: string[] = [];
  const pages = paginateQuery(
    { client: db.client, pageSize: OWN_IMPORTS_LIMIT },
    {
      TableName: db.tableName,
      IndexName: INDEX.owner,
      KeyConditionExpression: `${INDEX_KEYS.owner.pk} = :owner AND ${INDEX_KEYS.owner.sk} >= :since`,
      FilterExpression: '#status <> :uploading',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':owner': importerPk(ownerId),
        ':since': since.toISOString(),
        ':uploading': 'uploading',
      },
      ProjectionExpression: 'id',
      ScanIndexForward: false,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) ids.push(String(item.id));
    if (ids.length >= OWN_IMPORTS_LIMIT) break;
  }
  const listed = ids.slice(0, OWN_IMPORTS_LIMIT);
  if (listed.length === 0) return { items: [] };

  const byId = new Map<string, StoredImport>();
  const names = Object.fromEntries(LISTED_FIELDS.map((field, i) => [`#f${i}`, field]));
  const batches = paginatedBatchGet(
    { client: db.client },
    {
      RequestItems: {
        [db.tableName]: {
          Keys: listed.map((id) => importKey(id)),
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
        },
      },
    },
  );
  for await (const batch of batches) {
    for (const item of batch.Responses?.[db.tableName] ?? []) {
      const record = importFromItem(item);
      byId.set(record.id, record);
    }
  }
  return {
    items: listed.flatMap((id) => {
      const record = byId.get(id);
      return record ? [importView(record)] : [];
    }),
  };
}
