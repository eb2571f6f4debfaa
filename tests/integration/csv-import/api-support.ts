import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';
import {
  startStepFunctionsEndpoint,
  type LocalStateMachine,
  type StepFunctionsEndpoint,
} from '#infra/local/stage/step-functions-endpoint';
import { resetContainer } from '#lambdas/container';
import type { Db } from '#lambdas/platform/db';
import { moveImport } from '#lambdas/import/imports-repo';
import { createProfileIfAbsent } from '#lambdas/account/profiles-repo';
import { newProfile } from '#lambdas/account/own-profile';
import { ADMIN_GROUP } from '#shared/auth/roles';
import type { ImportUpload } from '#shared/csv-import/imports';
import { answerOf, apiEvent, type Answer, type Handler } from '../../support/api-event';
import { startLocalTable, type LocalTable } from '../../support/local-table';

/** Someone calling the routes: their id and the verified claims API Gateway would pass on. */
export type Caller = { id: string; claims: Record<string, unknown> };

/**
 * A stand-in for the CsvImport run, so these tests see what the API starts and nothing else:
 * each execution counts itself, waits until the test lets it go, then moves the import from
 * queued to processing to completed as the real run's first and last steps do.
 */
export type StubRun = {
  /** How many executions the endpoint has run for each import id. */
  runs: Map<string, number>;
  /** Lets the import's execution (running or still to come) go on to its end. */
  finish(importId: string): void;
};

export type ImportApiEmulators = {
  table: LocalTable;
  db: Db;
  s3: S3Client;
  bucket: string;
  run: StubRun;
  stepFunctions: StepFunctionsEndpoint;
  /** An account with a profile (an admin when asked). */
  person(options?: { admin?: boolean }): Promise<Caller>;
  stop(): Promise<void>;
};

export const STUB_IMPORT_MACHINE_ARN =
  'arn:aws:states:eu-west-2:000000000000:stateMachine:vanyard-test-csv-import';

function stubRun(db: () => Db): { machine: LocalStateMachine; run: StubRun } {
  const runs = new Map<string, number>();
  const gates = new Map<string, { open: () => void; opened: Promise<void> }>();
  const gate = (id: string) => {
    let entry = gates.get(id);
    if (!entry) {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      entry = { open, opened };
      gates.set(id, entry);
    }
    return entry;
  };
  const machine: LocalStateMachine = {
    arn: STUB_IMPORT_MACHINE_ARN,
    definition: JSON.stringify({
      StartAt: 'Run',
      States: {
        Run: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: 'stub-import-run', 'Payload.$': '$' },
          OutputPath: '$.Payload',
          End: true,
        },
      },
    }),
    tasks: {
      Run: async (parameters) => {
        const { Payload } = parameters as { Payload: { import_id: string } };
        const id = Payload.import_id;
        runs.set(id, (runs.get(id) ?? 0) + 1);
        await gate(id).opened;
        await moveImport(db(), id, ['queued'], 'processing', { rows_total: 1 }, new Date());
        await moveImport(db(), id, ['processing'], 'completed', { rows_done: 1 }, new Date());
        return { Payload: { import_id: id } };
      },
    },
  };
  return { machine, run: { runs, finish: (id) => gate(id).open() } };
}

/**
 * DynamoDB Local (the real table), s3rver (the images bucket) and the local Step Functions
 * endpoint running a stand-in of the import run, with the environment the import routes read:
 * the handlers are then called directly, as API Gateway calls them.
 */
export async function startImportApiEmulators(): Promise<ImportApiEmulators> {
  const table = await startLocalTable();
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-import-api-'));
  const bucket = 'vanyard-test-images';
  const emulators: RunningEmulator[] = [];
  try {
    const s3Emulator = await startS3Local({ dataDir: join(dataDir, 's3'), buckets: [bucket] });
    emulators.push(s3Emulator);
    const { machine, run } = stubRun(() => table.db);
    const stepFunctions = await startStepFunctionsEndpoint({
      stateMachines: [machine],
      log: () => undefined,
    });
    Object.assign(process.env, {
      IMAGES_BUCKET: bucket,
      AWS_ENDPOINT_URL_S3: s3Emulator.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_SFN: stepFunctions.url,
      CSV_IMPORT_STATE_MACHINE: STUB_IMPORT_MACHINE_ARN,
      STAGE: 'test',
    });
    // Clients made for an earlier test file's emulators must not be reused.
    resetContainer();
    const s3 = new S3Client({
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      endpoint: s3Emulator.endpoint,
      forcePathStyle: true,
    });
    let people = 0;
    return {
      table,
      db: table.db,
      s3,
      bucket,
      run,
      stepFunctions,
      async person(options = {}) {
        const n = ++people;
        const id = `importer-${n}-${crypto.randomUUID()}`;
        const email = `importer${n}@example.org`;
        await createProfileIfAbsent(
          table.db,
          newProfile({ id, email, fullName: `Importer ${n}` }, new Date()),
        );
        return {
          id,
          claims: {
            sub: id,
            email,
            name: `Importer ${n}`,
            ...(options.admin ? { 'cognito:groups': `[${ADMIN_GROUP}]` } : {}),
          },
        };
      },
      async stop() {
        resetContainer();
        s3.destroy();
        await stepFunctions.stop();
        for (const emulator of emulators.reverse()) await emulator.stop();
        await table.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const emulator of emulators.reverse()) await emulator.stop();
    await table.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Calls a handler as API Gateway would (no caller: anonymous) and reads its JSON answer. */
export async function call(
  handler: Handler,
  method: string,
  path: string,
  options: { caller?: Caller; params?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  return answerOf(
    handler,
    apiEvent(method, path, {
      pathParameters: options.params,
      claims: options.caller?.claims,
      ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
    }),
  );
}

/** A CSV file's bytes and the create request the dialog would send for them. */
export function aCsvFile(text = `title,make\nVan ${crypto.randomUUID()},Ford\n`) {
  const bytes = Buffer.from(text, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { bytes, request: { filename: 'stock.csv', size: bytes.length, sha256 } };
}

/** Sends a file to a presigned POST as the browser does (multipart: the fields, then the file). */
export async function postFile(
  upload: ImportUpload['upload'],
  bytes: Buffer,
  type = 'text/csv',
): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'stock.csv');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}
