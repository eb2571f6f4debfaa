import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startLocalStage, type LocalStage, type LocalStageOptions } from '#infra/local/stage/stage';

export type TestStage = LocalStage & {
  dataDir: string;
  logs: string[];
  cleanup: () => Promise<void>;
};

/**
 * One local stage for a test file: temp data directory, free ports, no demo data. The gateway
 * listens on a port the OS chooses (port 0) and holds it from the stage's first step: a port
 * chosen beforehand could be taken by another test file's stage before the gateway bound it.
 * DynamoDB Local runs in memory, about ten times faster than on this machine's disk (decision
 * 040), unless `keepTable` asks for the table on disk in `dataDir`, for a file that restarts a
 * stage on the same data directory and expects its items back.
 */
export async function startTestStage(
  options: Partial<Omit<LocalStageOptions, 'dataDir' | 'dynamodbInMemory'>> & {
    dataDir?: string;
    keepTable?: boolean;
  } = {},
): Promise<TestStage> {
  const { keepTable = false, ...stageOptions } = options;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vy-stage-'));
  const logs: string[] = [];
  const stage = await startLocalStage({
    port: 0,
    seed: false,
    log: (line) => logs.push(line),
    ...stageOptions,
    dataDir,
    dynamodbInMemory: !keepTable,
    // In this process unless a file asks for threads: the threads' start costs about 8 CPU-s a
    // stage, and a test checks what a handler does, not where it runs (decision 054).
    functionsIn: stageOptions.functionsIn ?? 'process',
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

/** An S3 client on the stage's s3rver, path-style as s3rver needs; destroy it after use. */
export function stageS3Client(stage: Pick<LocalStage, 'endpoints'>): S3Client {
  return new S3Client({
    endpoint: stage.endpoints.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
}
