import { IMPORT_LIMITS, IMPORT_MESSAGES } from '#shared/csv-import/imports';
import type { ChunkTaskInput, ImportRunInput, ParseOutput } from '#shared/events/csv-import';
import { getImport, moveImport, type StoredImport } from './imports-repo';
import { accountSellerType } from '#lambdas/account';
import { nowOf, type ImportRunDeps } from './deps';
import { parseImportFile } from './parse-file';
import { openRunFile } from './feed/feed-run-file';

/*
 * The Parse task (docs/csv-import.md): the import's file streamed through the rules, valid rows
 * to chunk files, the row errors and counts to the record ('processing'); or the import failed
 * with the file's message, nothing written. Safe to repeat: the same file gives the same chunks
 * and the same counts.
 */

/** An import the run may still parse: not started yet (queued), or parsed by an earlier attempt. */
const PARSEABLE = ['uploading', 'queued', 'processing'] as const;

export async function runParse(deps: ImportRunDeps, input: ImportRunInput): Promise<ParseOutput> {
  const none: ParseOutput = { import_id: input.import_id, chunks: [] };
  const record = await getImport(deps.db, input.import_id);
  if (!record || !(PARSEABLE as readonly string[]).includes(record.status)) {
    deps.log?.('Import not parsed: no such import, or it ended', { import_id: input.import_id });
    return none;
  }
  const fail = async (failure: string, changes: Parameters<typeof moveImport>[4] = {}) => {
    deps.log?.('Import refused', { import_id: record.id, failure });
    await moveImport(deps.db, record.id, PARSEABLE, 'failed', { ...changes, failure }, nowOf(deps));
    return none;
  };

  // An upload's file from the bucket; a feed run's fetched through the URL guard (decision 074).
  const file = await openRunFile(deps, record);
  if ('failure' in file) return fail(file.failure);
  if (file.size > IMPORT_LIMITS.maxBytes) {
    file.body.destroy();
    return fail(IMPORT_MESSAGES.tooBig);
  }
  const references = new Set<string>();
  const parsed = await parseImportFile(file.body, {
    now: nowOf(deps),
    ...(record.mode === 'reconcile' ? { onReference: (key: string) => references.add(key) } : {}),
    // An admin's import for a seller is that seller's: their account decides the seller type.
    accountType: await accountSellerType(deps.db, record.owner_id),
    onChunk: (chunk, rows) => deps.files.putChunk(record.owner_id, record.id, chunk, rows),
  });
  if (!parsed.ok) return fail(parsed.failure);
  if (record.mode === 'reconcile') {
    await deps.feed!.putReferences(record.owner_id, record.id, [...references]);
  }

  const counts = {
    rows_total: parsed.rowsTotal,
    // Each refused row has one error, and is done.
    rows_done: parsed.errorCount,
    error_count: parsed.errorCount,
    errors: parsed.errors,
  };
  if (parsed.validRows === 0) return fail(IMPORT_MESSAGES.empty, counts);
  const moved = await moveImport(deps.db, record.id, PARSEABLE, 'processing', counts, nowOf(deps));
  if (moved === 'moved-on') return none;
  return parseOutput(record, parsed.chunks);
}

/** The Parse task's output for an import written as `count` chunks: the Map's items. */
export function parseOutput(
  record: Pick<StoredImport, 'id' | 'owner_id'>,
  count: number,
): ParseOutput {
  return {
    import_id: record.id,
    chunks: Array.from({ length: count }, (_, chunk): ChunkTaskInput => ({
      import_id: record.id,
      owner_id: record.owner_id,
      chunk,
    })),
  };
}
