import type { ReconcileOutput, ReconcileTaskInput } from '#shared/events/csv-import';
import { allStockClaims, markFedListingSold } from '#lambdas/listing';
import { nowOf, type ImportRunDeps } from '../deps';
import { getImport, moveImport } from '../imports-repo';

/*
 * The Reconcile task (decision 074), after the chunks and before Summarise: for a feed run, each
 * listing of the dealer whose stock reference is no longer in the file (in no row, valid or
 * not) is marked sold. An upload's import passes through untouched. A run that failed before
 * (its file refused, a task out of retries) never gets here with 'processing', so a broken feed
 * sells nothing. Safe to repeat: a listing sold already is left, and counted once.
 */

/** The claims whose reference the file did not name: their listings left the feed. */
export function goneListingIds(
  claims: readonly { key: string; listingId: string }[],
  fileKeys: ReadonlySet<string>,
): string[] {
  return claims.filter((claim) => !fileKeys.has(claim.key)).map((claim) => claim.listingId);
}

export async function runReconcile(
  deps: ImportRunDeps,
  input: ReconcileTaskInput,
): Promise<ReconcileOutput> {
  const record = await getImport(deps.db, input.import_id);
  const none = { import_id: input.import_id, sold: 0 };
  if (!record || record.mode !== 'reconcile' || record.status !== 'processing' || !deps.feed) {
    return none;
  }
  const keys = new Set(await deps.feed.getReferences(record.owner_id, record.id));
  const gone = goneListingIds(await allStockClaims(deps.db, record.owner_id), keys);
  let sold = 0;
  const listingDeps = { db: deps.db, now: () => nowOf(deps) };
  for (const id of gone) {
    if ((await markFedListingSold(listingDeps, record.owner_id, id)) === 'sold') sold += 1;
  }
  if (sold > 0) {
    await moveImport(
      deps.db,
      record.id,
      ['processing'],
      'processing',
      { sold: record.sold + sold },
      nowOf(deps),
    );
  }
  return { import_id: record.id, sold: record.sold + sold };
}
