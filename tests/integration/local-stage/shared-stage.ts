import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startTestStage, type TestStage } from './test-stage';

/**
 * The stage every file of the `integration-stage` project shares with the other files its worker
 * runs (decision 053). That project does not isolate its files, so this module, and the stage,
 * live as long as the worker: the first file starts it, the next ones find it running.
 */
let running: Promise<TestStage> | undefined;

/**
 * The worker's shared local stage (free ports, no demo data), started on first use. A file on it
 * makes its own accounts and listings with unique ids and asserts only on those: the stage holds
 * what the worker's earlier files left. Nothing stops it: its DynamoDB Local is tied to the
 * worker's process and ends with it, the other emulators run in that process, and the project's
 * global setup removes the data directories (shared-stage-root.ts).
 */
export function sharedTestStage(): Promise<TestStage> {
  running ??= startTestStage({
    dataDir: mkdtempSync(join(inject('sharedStageRoot'), 'stage-')),
  }).catch((error: unknown) => {
    // A failed start is not kept: the worker's next file tries again.
    running = undefined;
    throw error;
  });
  return running;
}
