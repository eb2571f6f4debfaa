import { chunkTaskInputSchema, type ChunkOutput } from '#shared/events/csv-import';
import { parsePayload } from '#shared/events/event-payload';
import { createLogger } from '../platform/logger';
import { runChunk } from '../import/chunk-step';
import { stageImportDeps } from '../import/stage-deps';

const log = createLogger({ handler: 'import-chunk' });

/**
 * A Map iteration of the CSV import state machine: one chunk `{ import_id, owner_id, chunk }`
 * (shared/events/csv-import.ts) of valid rows written as pending listings. Thrown errors are
 * retried by the state machine; a retry skips what was written.
 */
export const handler = async (event: unknown): Promise<ChunkOutput> => {
  const input = parsePayload(chunkTaskInputSchema, 'import chunk input', event);
  const started = Date.now();
  const output = await runChunk(stageImportDeps(log), input);
  log.info('Import chunk', { ...input, ...output, ms: Date.now() - started });
  return output;
};
