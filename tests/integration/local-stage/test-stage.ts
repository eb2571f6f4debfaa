import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../infra/local/ports';
import {
  startLocalStage,
  type LocalStage,
  type LocalStageOptions,
} from '../../../infra/local/stage';

export type TestStage = LocalStage & {
  dataDir: string;
  logs: string[];
  cleanup: () => Promise<void>;
};

/** One local stage for a test file: temp data directory, free ports, no demo data. */
export async function startTestStage(
  options: Partial<Omit<LocalStageOptions, 'dataDir'>> & { dataDir?: string } = {},
): Promise<TestStage> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vy-stage-'));
  const logs: string[] = [];
  const stage = await startLocalStage({
    port: await freePort(),
    seed: false,
    log: (line) => logs.push(line),
    ...options,
    dataDir,
  });
  return {
    ...stage,
    dataDir,
    logs,
    cleanup: async () => {
      await stage.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
