import { importRunInputSchema, type ParseOutput } from '#shared/events/csv-import';
import { parsePayload } from '#shared/events/event-payload';
import { createLogger } from '../platform/logger';
import { runParse } from '../import/parse-step';
import { stageImportDeps } from '../import/stage-deps';

const log = createLogger({ handler: 'import-parse' });

/**
 * The CSV import state machine's Parse task (infra/stack/definitions/state-machines.ts, CsvImport):
 * the execution's input `{ import_id }` (shared/events/csv-import.ts). A bad file ends the
 * import with its message and an empty list of chunks; an error (S3, DynamoDB) is thrown so the
 * state machine retries.
 */
export const handler = async (event: unknown): Promise<ParseOutput> => {
  const input = parsePayload(importRunInputSchema, 'import run input', event);
  const started = Date.now();
  const output = await runParse(stageImportDeps(log), input);
  log.info('Import parsed', { ...input, chunks: output.chunks.length, ms: Date.now() - started });
  return output;
};
