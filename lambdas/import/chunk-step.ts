import { IMPORT_MESSAGES } from '#shared/csv-import/imports';
import { STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import type { ChunkOutput, ChunkTaskInput } from '#shared/events/csv-import';
import { addChunkProgress, getImport } from './imports-repo';
import { nowOf, type ImportRunDeps } from './deps';
import { prepareRow, refusedRow, type PreparedRow } from './import-row';
import { writeImportedListings } from './write-listings';
import { reconcileFedRows, type FedRows } from './feed/reconcile-rows';

/*
 * A Map iteration (docs/csv-import.md): one chunk's rows made ready (geocoded, photos fetched
 * and processed), its listings written in one transaction with the owner's tally, then the
 * chunk's counts and errors added to the record once. A retried chunk (the task failed part
 * way) skips the rows it wrote and adds nothing twice.
 */

/** Rows of a chunk made ready at once (each waits on the geocoder and image hosts). */
export const ROW_CONCURRENCY = 4;

/**
 * `work` over the items, `limit` at a time, in order. After a failure no item is started, the
 * ones under way settle, and then the first failure is thrown: a failed task leaves nothing
 * running behind it while the state machine retries it.
 */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

export async function runChunk(deps: ImportRunDeps, input: ChunkTaskInput): Promise<ChunkOutput> {
  const skipped = { chunk: input.chunk, imported: 0, errors: 0 };
  const record = await getImport(deps.db, input.import_id);
  // Failed meanwhile (or gone): nothing more is written for it.
  if (!record || record.status !== 'processing') return { ...skipped, outcome: 'skipped' };
  if (record.chunks_done.includes(input.chunk)) return { ...skipped, outcome: 'already' };

  const rows = await deps.files.getChunk(record.owner_id, record.id, input.chunk);
  const now = nowOf(deps);
  const ids = { importId: record.id, ownerId: record.owner_id };
  // A feed run's rows for vans the dealer has are reconciled first; the new ones are imported.
  const fed: FedRows | undefined =
    record.mode === 'reconcile'
      ? await reconcileFedRows(deps, record.owner_id, rows, now)
      : undefined;
  const prepared: PreparedRow[] = await eachLimited(fed?.fresh ?? rows, ROW_CONCURRENCY, (row) =>
    prepareRow(deps, ids, row, now),
  );
  const listings = prepared.flatMap((p) => (p.kind === 'listing' ? [p.listing] : []));
  const { refused, taken } = await writeImportedListings(deps.db, listings, now);
  const outcomes = prepared.map((p) => {
    if (p.kind !== 'listing') return p;
    if (taken.has(p.listing.id)) {
      return refusedRow(p.row, STOCK_REFERENCE_MESSAGES.taken(p.listing.stock_reference ?? ''));
    }
    const reason = refused.get(p.listing.id);
    if (reason === undefined) return p;
    deps.log?.('Import row refused by the table', { listingId: p.listing.id, reason });
    return refusedRow(p.row, IMPORT_MESSAGES.database(reason));
  });
  const errors = outcomes.flatMap((p) => (p.kind === 'refused' ? [p.error] : []));
  const written = outcomes.flatMap((p) => (p.kind === 'listing' ? [p] : []));
  const warnings = written.flatMap((p) => (p.warning ? [p.warning] : []));
  const drafts = outcomes.filter(
    (p) =>
      (p.kind === 'listing' && p.listing.approval_status === 'draft') ||
      (p.kind === 'written' && p.draft),
  ).length;
  const imported = outcomes.length - errors.length;
  const allErrors = [...(fed?.errors ?? []), ...errors];
  const outcome = await addChunkProgress(
    deps.db,
    record.id,
    {
      chunk: input.chunk,
      rowsDone: rows.length,
      imported,
      drafts,
      errors: allErrors,
      warnings,
      updated: fed?.updated,
      unchanged: fed?.unchanged,
      renewed: fed?.renewed,
    },
    nowOf(deps),
  );
  return { chunk: input.chunk, outcome, imported, errors: allErrors.length };
}
