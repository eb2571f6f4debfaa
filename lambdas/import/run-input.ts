import { importRunInputSchema, type ImportRunInput } from '#shared/events/csv-import';
import { parsePayload } from '#shared/events/event-payload';
import type { StoredImport } from './imports-repo';

/*
 * The CsvImport state machine's input and execution name (infra/stack/definitions/state-machines.ts),
 * for the route that starts a run (start-import); the payload's schema is
 * shared/events/csv-import.ts, which the run's tasks parse with.
 */

/** The execution's input: the import; its record says the rest (owner, file). */
export function importRunInput(record: Pick<StoredImport, 'id'>): ImportRunInput {
  return parsePayload(importRunInputSchema, 'import run input', { import_id: record.id });
}

/**
 * The execution's name: the import id, so a repeated start cannot run an import twice (Step
 * Functions refuses a second execution of a name: ExecutionAlreadyExists). Import ids are
 * [A-Za-z0-9_-]{1,64} (importIdParams), within Step Functions' 80 characters.
 */
export const importExecutionName = (importId: string) => importId;
