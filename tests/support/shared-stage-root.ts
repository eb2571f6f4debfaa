import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the integration-stage project's shared stages keep their data (this file). */
    sharedStageRoot: string;
  }
}

/**
 * Global setup of the integration-stage project (decision 053): one temporary directory for the
 * data of every worker's shared stage, removed when the run ends. The stages are never stopped
 * one by one (they end with their worker), so their directories are removed here.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(join(tmpdir(), 'vy-shared-stages-'));
  project.provide('sharedStageRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
