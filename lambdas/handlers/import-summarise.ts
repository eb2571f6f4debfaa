import { createLogger } from '../http/logger';
import { stageImportDeps } from '../imports/stage-deps';
import { runFailed, runSummarise, type ImportSummary } from '../imports/summarise-step';
import { summariseInputSchema } from '../imports/task-inputs';

const log = createLogger({ handler: 'import-summarise' });

/**
 * The CSV import state machine's last task: Summarise (`{ import_id }`: the import completed),
 * or its failure task (`{ import_id, error }`, from the Catch: the import failed).
 */
export const handler = async (event: unknown): Promise<ImportSummary> => {
  const input = summariseInputSchema.parse(event);
  const deps = stageImportDeps(log);
  const summary = input.error ? await runFailed(deps, input) : await runSummarise(deps, input);
  log.info('Import ended', { ...summary });
  return summary;
};
