import { summariseTaskInputSchema, type ImportSummary } from '#shared/events/csv-import';
import { parsePayload } from '#shared/events/event-payload';
import { createLogger } from '../platform/logger';
import { stageImportDeps } from '../import/stage-deps';
import { runFailed, runSummarise } from '../import/summarise-step';

const log = createLogger({ handler: 'import-summarise' });

/**
 * The CSV import state machine's last task (shared/events/csv-import.ts): Summarise
 * (`{ import_id }`: the import completed), or its failure task (`{ import_id, error }`, from
 * the Catch: the import failed).
 */
export const handler = async (event: unknown): Promise<ImportSummary> => {
  const input = parsePayload(summariseTaskInputSchema, 'import summarise input', event);
  const deps = stageImportDeps(log);
  const summary = input.error ? await runFailed(deps, input) : await runSummarise(deps, input);
  log.info('Import ended', { ...summary });
  return summary;
};
