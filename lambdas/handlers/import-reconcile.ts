import { reconcileTaskInputSchema, type ReconcileOutput } from '#shared/events/csv-import';
import { parsePayload } from '#shared/events/event-payload';
import { createLogger } from '../platform/logger';
import { runReconcile } from '../import/feed/reconcile-step';
import { stageImportDeps } from '../import/stage-deps';

const log = createLogger({ handler: 'import-reconcile' });

/**
 * The CSV import state machine's Reconcile task (`{ import_id }`, decision 074): a stock feed's
 * run sells the listings whose reference left the file; an upload's import passes through.
 */
export const handler = async (event: unknown): Promise<ReconcileOutput> => {
  const input = parsePayload(reconcileTaskInputSchema, 'import reconcile input', event);
  const result = await runReconcile(stageImportDeps(log), input);
  if (result.sold > 0) log.info('Feed listings sold', result);
  return result;
};
