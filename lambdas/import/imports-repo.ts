import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  IMPORT_STATES,
  importErrorSchema,
  importStatusSchema,
  type ImportError,
  type ImportState,
  type ImportStatus,
} from '#shared/csv-import/imports';
import { importerPk, importerSk, importKey, KEY_ATTRIBUTE, indexKeys } from '#shared/table-keys';
import { answerIf } from '../platform/conditional-write';
import type { Db } from '../platform/db';
import type { TransactItem } from '../platform/transactions';

/*
 * The import record (`IMPORT#{id}` / `IMPORT`, GSI1 `IMPORTER#{ownerId}` / `{created_at}#{id}`):
 * docs/csv-import.md, "Data". Shared by the API routes (create, start, status, list build on
 * newImportRecord / importRecordPut / insertImport / getImport / importView, written first for that reason) and the run's tasks (status moves, progress,
 * errors; the imported listings' writes are the listing writer's, lambdas/listing/).
 */

const count = z.number().int().min(0);

/** An import as stored: the API's fields plus what only the server reads. */
export const storedImportSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  /** The admin who imported for the owner; null when the owner did. */
  created_by: z.string().nullable().default(null),
  filename: z.string(),
  size: count,
  sha256: z.string(),
  status: z.enum(IMPORT_STATES),
  rows_total: count.nullable().default(null),
  rows_done: count.default(0),
  imported: count.default(0),
  drafts: count.default(0),
  error_count: count.default(0),
  errors: z.array(importErrorSchema).default([]),
  warning_count: count.default(0),
  warnings: z.array(importErrorSchema).default([]),
  failure: z.string().nullable().default(null),
  /** The Map's chunks already counted (their numbers): a retried chunk is counted once. */
  chunks_done: z.array(z.number().int()).default([]),
  /**
   * 'reconcile': a stock feed's run (decision 074): rows are matched to the owner's listings by
   * stock reference, and listings whose reference left the file are sold.
   */
  mode: z.enum(['import', 'reconcile']).default('import'),
  /** A feed run's file: fetched from here by the Parse task (through the URL guard). */
  feed_url: z.string().nullable().default(null),
  /** A feed run's history item (feed-repo.ts), which the run's end completes. */
  feed_run_sk: z.string().nullable().default(null),
  /** A feed run's counts beyond `imported` (its new listings). */
  updated: count.default(0),
  unchanged: count.default(0),
  sold: count.default(0),
  renewed: count.default(0),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Epoch seconds: the table's TTL removes the record after IMPORT_LIMITS.keepDays. */
  expires_at: z.number().int(),
});
export type StoredImport = z.infer<typeof storedImportSchema>;

/** Epoch seconds IMPORT_LIMITS.keepDays after `now`: when an import (and its file) expire. */
export function importExpiry(now: Date): number {
  return Math.floor(now.getTime() / 1000) + IMPORT_LIMITS.keepDays * 24 * 3600;
}

/** A new import record, 'uploading', nothing counted yet. */
export function newImportRecord(
  fields: Pick<StoredImport, 'id' | 'owner_id' | 'filename' | 'size' | 'sha256'> & {
    created_by?: string | null;
  },
  now: Date,
): StoredImport {
  const at = now.toISOString();
  return storedImportSchema.parse({
    ...fields,
    created_by: fields.created_by ?? null,
    status: 'uploading',
    created_at: at,
    updated_at: at,
    expires_at: importExpiry(now),
  });
}

/** The kept errors in row order (file-level first), at most IMPORT_LIMITS.keptErrors. */
export function keptErrors(errors: readonly ImportError[]): ImportError[] {
  return [...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0)).slice(0, IMPORT_LIMITS.keptErrors);
}

/** What the API shows of an import. */
export function importView(record: StoredImport): ImportStatus {
  return importStatusSchema.parse({
    ...record,
    errors: keptErrors(record.errors),
    warnings: keptErrors(record.warnings),
  });
}

export function importFromItem(item: Record<string, unknown>): StoredImport {
  const fields = Object.fromEntries(
    Object.entries(item).filter(([key]) => !KEY_ATTRIBUTE.test(key)),
  );
  // chunks_done is a number set in the table (ADD); the schema wants a list.
  if (fields.chunks_done instanceof Set) fields.chunks_done = [...fields.chunks_done];
  return storedImportSchema.parse(fields);
}

/** The item of a new import: its keys and its owner's index entry (chunks_done left out). */
export function importItem(record: StoredImport): Record<string, unknown> {
  const { chunks_done: _chunks, ...fields } = record;
  return {
    ...fields,
    ...importKey(record.id),
    ...indexKeys('owner', importerPk(record.owner_id), importerSk(record)),
  };
}

/** The Put of a new import (never over an existing one), for a transaction. */
export function importRecordPut(db: Db, record: StoredImport): NonNullable<TransactItem['Put']> {
  return {
    TableName: db.tableName,
    Item: importItem(record),
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** Writes a new import alone. */
export async function insertImport(db: Db, record: StoredImport): Promise<void> {
  await db.client.send(new PutCommand(importRecordPut(db, record)));
}

/** An import by id, read consistently (the dialog polls it while the run writes). */
export async function getImport(db: Db, id: string): Promise<StoredImport | undefined> {
  const { Item } = await db.client.send(
    new GetCommand({ TableName: db.tableName, Key: importKey(id), ConsistentRead: true }),
  );
  return Item ? importFromItem(Item) : undefined;
}

type ImportChanges = Partial<
  Pick<StoredImport, 'rows_total' | 'rows_done' | 'error_count' | 'errors' | 'failure' | 'sold'>
>;

/**
 * Moves an import from one of `from` to `to`, setting `changes` with it: the record as it is
 * now, or 'moved-on' when it is in another state already (or does not exist); nothing written.
 */
export async function moveImport(
  db: Db,
  id: string,
  from: readonly ImportState[],
  to: ImportState,
  changes: ImportChanges,
  now: Date,
): Promise<StoredImport | 'moved-on'> {
  const fields: Record<string, unknown> = { ...changes, status: to, updated_at: now.toISOString() };
  const entries = Object.entries(fields);
  const fromValues = Object.fromEntries(from.map((state, i) => [`:from${i}`, state]));
  const answer = await answerIf(
    db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: importKey(id),
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(PK) AND #status IN (${Object.keys(fromValues).join(', ')})`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
          ...fromValues,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  if (!answer) return 'moved-on';
  return importFromItem(answer.Attributes ?? {});
}

/** What one chunk of the run adds to the record. */
export type ChunkProgress = {
  chunk: number;
  rowsDone: number;
  imported: number;
  /** Of `imported`, rows saved as drafts (fewer than 3 photos). */
  drafts?: number;
  errors: readonly ImportError[];
  /** Rows imported without some of their photos. */
  warnings?: readonly ImportError[];
  /** A feed run's rows matched to listings it has (decision 074). */
  updated?: number;
  unchanged?: number;
  renewed?: number;
};

/** The record's lists a chunk appends to, each kept to IMPORT_LIMITS.keptErrors. */
const KEPT_LISTS = ['errors', 'warnings'] as const;
type KeptList = (typeof KEPT_LISTS)[number];

/**
 * Adds a chunk's counts to a processing import, and its errors and warnings while fewer than
 * IMPORT_LIMITS.keptErrors of each are kept (the counts stay exact; the view keeps the first by
 * row). Once per chunk: the chunk's number joins `chunks_done` in the same update, so a retried
 * chunk adds nothing. 'counted' when this call counted it, 'already' when it was counted before
 * or the import is no longer processing.
 */
export async function addChunkProgress(
  db: Db,
  id: string,
  progress: ChunkProgress,
  now: Date,
): Promise<'counted' | 'already'> {
  const entries: Record<KeptList, readonly ImportError[]> = {
    errors: progress.errors,
    warnings: progress.warnings ?? [],
  };
  const update = (kept: readonly KeptList[]) =>
    new UpdateCommand({
      TableName: db.tableName,
      Key: importKey(id),
      UpdateExpression: [
        'ADD rows_done :rows, imported :imported, drafts :drafts, error_count :errors,',
        'warning_count :warnings, chunks_done :chunk,',
        '#updated :updated, unchanged :unchanged, renewed :renewed',
        `SET updated_at = :now${kept
          .map((list) => `, #${list} = list_append(if_not_exists(#${list}, :none), :new_${list})`)
          .join('')}`,
      ].join(' '),
      ConditionExpression: [
        '#status = :processing',
        'NOT contains(chunks_done, :n)',
        ...kept.map((list) => `(attribute_not_exists(#${list}) OR size(#${list}) < :kept)`),
      ].join(' AND '),
      ExpressionAttributeNames: {
        '#status': 'status',
        '#updated': 'updated',
        ...Object.fromEntries(kept.map((list) => [`#${list}`, list])),
      },
      ExpressionAttributeValues: {
        ':rows': progress.rowsDone,
        ':imported': progress.imported,
        ':drafts': progress.drafts ?? 0,
        ':errors': progress.errors.length,
        ':warnings': entries.warnings.length,
        ':updated': progress.updated ?? 0,
        ':unchanged': progress.unchanged ?? 0,
        ':renewed': progress.renewed ?? 0,
        ':chunk': new Set([progress.chunk]),
        ':n': progress.chunk,
        ':now': now.toISOString(),
        ':processing': 'processing',
        ...(kept.length > 0 ? { ':none': [], ':kept': IMPORT_LIMITS.keptErrors } : {}),
        ...Object.fromEntries(kept.map((list) => [`:new_${list}`, [...entries[list]]])),
      },
    });
  let kept = KEPT_LISTS.filter((list) => entries[list].length > 0);
  // Each refusal that is not final drops a full list: at most one try per list, then none.
  for (let attempt = 0; ; attempt++) {
    if (attempt > KEPT_LISTS.length) kept = [];
    try {
      await db.client.send(update(kept));
      return 'counted';
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    // Refused: counted before, no longer processing, or a kept list is full. The record tells.
    if (kept.length === 0) return 'already';
    const record = await getImport(db, id);
    if (!record || record.status !== 'processing' || record.chunks_done.includes(progress.chunk)) {
      return 'already';
    }
    kept = kept.filter((list) => record[list].length < IMPORT_LIMITS.keptErrors);
  }
}
