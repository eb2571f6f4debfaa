import { z } from 'zod';

/*
 * The state machine's task inputs (infra/definitions/state-machines.ts, CsvImport), checked
 * before a task acts on them.
 */

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const parseInputSchema = z.object({ import_id: id });

export const chunkInputSchema = z.object({
  import_id: id,
  owner_id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
  chunk: z.number().int().min(0),
});

/** Summarise's input (the Parse output), or the failure task's (with the caught error). */
export const summariseInputSchema = z.object({
  import_id: id,
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
