import { z } from 'zod';
import { IMPORT_STATES } from '../csv-import/imports';

/*
 * The CSV import's payloads (infra/stack/definitions/state-machines.ts, CsvImport; docs/csv-import.md):
 * the execution's input, and each task's input and output. The route that starts a run and each
 * task build what they emit through these schemas; each task parses its input with them, so a
 * payload that does not fit fails the task with a named error (EventPayloadError) before it acts.
 */

/** Import ids: [A-Za-z0-9_-]{1,64} (importIdParams), also the execution's name. */
const importId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const ownerId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);

/** The execution's input, and the Parse task's: the import; its record says the rest. */
export const importRunInputSchema = z.object({ import_id: importId });
export type ImportRunInput = z.infer<typeof importRunInputSchema>;

/** One Map iteration's input: a chunk of the import (the Chunk task's input). */
export const chunkTaskInputSchema = z.object({
  import_id: importId,
  owner_id: ownerId,
  chunk: z.number().int().min(0),
});
export type ChunkTaskInput = z.infer<typeof chunkTaskInputSchema>;

/**
 * The Parse task's output: the Map's items (none when the import ended there). It stays the
 * state's data through the Map (`ResultPath: null`) to Summarise.
 */
export const parseOutputSchema = z.object({
  import_id: importId,
  chunks: z.array(chunkTaskInputSchema),
});
export type ParseOutput = z.infer<typeof parseOutputSchema>;

/** A Chunk task's output (the Map drops it: the counts are in the import's record). */
export const chunkOutputSchema = z.object({
  chunk: z.number().int().min(0),
  outcome: z.enum(['counted', 'already', 'skipped']),
  imported: z.number().int().min(0),
  errors: z.number().int().min(0),
});
export type ChunkOutput = z.infer<typeof chunkOutputSchema>;

/** The state machine's caught error (a Catch's `ResultPath: '$.error'`). */
export const caughtErrorSchema = z.object({
  Error: z.string().optional(),
  Cause: z.string().optional(),
});
export type CaughtError = z.infer<typeof caughtErrorSchema>;

/** Summarise's input (`{ import_id }`), or the failure task's (with the caught error). */
export const summariseTaskInputSchema = z.object({
  import_id: importId,
  error: caughtErrorSchema.optional(),
});
export type SummariseTaskInput = z.infer<typeof summariseTaskInputSchema>;

/** The Summarise (and failure) task's output, the execution's output. */
export const importSummarySchema = z.object({
  import_id: importId,
  status: z.enum([...IMPORT_STATES, 'missing']),
  rows_total: z.number().int().min(0).nullable(),
  imported: z.number().int().min(0),
  error_count: z.number().int().min(0),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The Reconcile task's input (decision 074): the import, after its chunks. */
export const reconcileTaskInputSchema = z.object({ import_id: importId });
export type ReconcileTaskInput = z.infer<typeof reconcileTaskInputSchema>;

/** The Reconcile task's output (dropped by the state: the count is in the record). */
export const reconcileOutputSchema = z.object({
  import_id: importId,
  sold: z.number().int().min(0),
});
export type ReconcileOutput = z.infer<typeof reconcileOutputSchema>;
