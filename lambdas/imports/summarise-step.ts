import type { ImportState } from '../../shared/csv-import/imports';
import { IMPORT_FILE_MESSAGES } from '../../shared/csv-import/rules';
import { getImport, moveImport } from '../data/imports-repo';
import { nowOf, type ImportRunDeps } from './deps';

/*
 * The run's end (docs/csv-import.md): Summarise marks a processed import 'completed' with its
 * counts; the failure task (the state machine's Catch, after the retries) marks an unfinished
 * one 'failed' with a reason. Both leave an import that already ended as it is.
 */

export type ImportSummary = {
  import_id: string;
  status: ImportState | 'missing';
  rows_total: number | null;
  imported: number;
  error_count: number;
};

/** The state machine's caught error: `{ Error, Cause }`. */
export type CaughtError = { Error?: string; Cause?: string };

async function summaryOf(deps: ImportRunDeps, importId: string): Promise<ImportSummary> {
  const record = await getImport(deps.db, importId);
  return {
    import_id: importId,
    status: record?.status ?? 'missing',
    rows_total: record?.rows_total ?? null,
    imported: record?.imported ?? 0,
    error_count: record?.error_count ?? 0,
  };
}

export async function runSummarise(
  deps: ImportRunDeps,
  input: { import_id: string },
): Promise<ImportSummary> {
  await moveImport(deps.db, input.import_id, ['processing'], 'completed', {}, nowOf(deps));
  return summaryOf(deps, input.import_id);
}

export async function runFailed(
  deps: ImportRunDeps,
  input: { import_id: string; error?: CaughtError },
): Promise<ImportSummary> {
  deps.log?.('Import run failed', {
    import_id: input.import_id,
    error: input.error?.Error,
    cause: input.error?.Cause?.slice(0, 2000),
  });
  await moveImport(
    deps.db,
    input.import_id,
    ['uploading', 'queued', 'processing'],
    'failed',
    { failure: IMPORT_FILE_MESSAGES.stopped },
    nowOf(deps),
  );
  return summaryOf(deps, input.import_id);
}
