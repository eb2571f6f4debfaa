import { IMPORT_FILE_MESSAGES } from '#shared/csv-import/rules';
import type { ImportSummary, SummariseTaskInput } from '#shared/events/csv-import';
import { getImport, moveImport } from './imports-repo';
import { nowOf, type ImportRunDeps } from './deps';
import { finishFeedRun } from './feed/finish-feed-run';

/*
 * The run's end (docs/csv-import.md): Summarise marks a processed import 'completed' with its
 * counts; the failure task (the state machine's Catch, after the retries) marks an unfinished
 * one 'failed' with a reason. Both leave an import that already ended as it is.
 */

async function summaryOf(deps: ImportRunDeps, importId: string): Promise<ImportSummary> {
  const record = await getImport(deps.db, importId);
  // A stock feed's run ends its history item with the import (decision 074).
  if (record && deps.feed) {
    await finishFeedRun({ ...deps, ...deps.feed, now: () => nowOf(deps) }, record);
  }
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
  input: Pick<SummariseTaskInput, 'import_id'>,
): Promise<ImportSummary> {
  await moveImport(deps.db, input.import_id, ['processing'], 'completed', {}, nowOf(deps));
  return summaryOf(deps, input.import_id);
}

export async function runFailed(
  deps: ImportRunDeps,
  input: SummariseTaskInput,
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
