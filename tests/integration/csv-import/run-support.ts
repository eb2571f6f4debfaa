/**
 * The CSV import run on the local runner, for the run-*.test.ts files: DynamoDB Local (the real
 * table), s3rver (the images bucket), the local Step Functions endpoint running the shared
 * CsvImport definition, a local HTTP server of test images (allow-listed as the local stage's
 * own), and the handlers' environment as the local stage sets it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import { startS3Local, type RunningS3 } from '#infra/local/stage/emulators/s3';
import { localCsvImportArn, localStateMachines } from '#infra/local/stage/local-state-machines';
import {
  startStepFunctionsEndpoint,
  type StepFunctionsEndpoint,
} from '#infra/local/stage/step-functions-endpoint';
import { workerInvoker } from '#infra/local/stage/workers/worker-handlers';
import { REPO_ROOT } from '#infra/local/repo-root';
import {
  getImport,
  insertImport,
  moveImport,
  newImportRecord,
  type StoredImport,
} from '#lambdas/import/imports-repo';
import { putPostcodesBatch } from '#lambdas/geocoding/postcodes-repo';
import { resetS3 } from '#lambdas/platform/s3';
import { resetSfn } from '#lambdas/platform/sfn';
import { importExecutionName, importRunInput } from '#lambdas/import/run-input';
import { importFileKey } from '#shared/image-keys';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { cameraJpeg, pngBomb } from '../../unit/images/photo-fixtures';

export const IMAGES_BUCKET = 'vanyard-test-images';

type InvokeWorker = Parameters<typeof localStateMachines>[1];
type Worker = Parameters<InvokeWorker>[0];

export type RunEnv = {
  table: LocalTable;
  s3: S3Client;
  sfn: SFNClient;
  /** The test image server's origin, e.g. http://127.0.0.1:4567 (allow-listed). */
  images: string;
  /** How many times the image server was asked for each path. */
  imageHits: Map<string, number>;
  arn: string;
  stop(): Promise<void>;
};

/** Outcodes the test rows use, at their towns (the geocoder's postcode table). */
const POSTCODES = [
  { postcode: 'M1', latitude: 53.4794, longitude: -2.2453 },
  { postcode: 'LS1', latitude: 53.7965, longitude: -1.5478 },
  { postcode: 'TW18', latitude: 51.4308, longitude: -0.5105 },
];

async function imageServer(hits: Map<string, number>): Promise<Server> {
  const photos = new Map<string, Buffer>([
    ['/van-1.jpg', await cameraJpeg({ width: 800, height: 600 })],
    ['/van-2.jpg', await cameraJpeg({ width: 640, height: 480, orientation: 6 })],
    ['/van-3.jpg', await cameraJpeg({ width: 1600, height: 1200 })],
    ['/bomb.png', pngBomb()],
    ['/not-an-image.jpg', Buffer.from('<html>Sorry, this photo has moved</html>')],
  ]);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/to-metadata') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return response.end();
    }
    const body = photos.get(path);
    if (!body) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Starts everything; `invoke` replaces how a task's handler is called (a test's faults), the
 * real handler modules otherwise.
 */
export async function startRunEnv(
  options: {
    invoke?: (worker: Worker, event: unknown, real: InvokeWorker) => Promise<unknown>;
  } = {},
): Promise<RunEnv> {
  const table = await startLocalTable();
  const dataDir = mkdtempSync(join(tmpdir(), 'vy-import-'));
  const s3Local: RunningS3 = await startS3Local({ dataDir, buckets: [IMAGES_BUCKET] });
  const imageHits = new Map<string, number>();
  const server = await imageServer(imageHits);
  const images = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const real = workerInvoker(REPO_ROOT);
  const invoke: InvokeWorker = options.invoke
    ? async <T>(worker: Worker, event: unknown) => (await options.invoke!(worker, event, real)) as T
    : real;
  const endpoint: StepFunctionsEndpoint = await startStepFunctionsEndpoint({
    stateMachines: localStateMachines('test', invoke),
    log: (line) => console.warn(line),
  });
  const arn = localCsvImportArn('test');
  // As the local stage sets them for its handlers (infra/local/stage/handler-env.ts).
  Object.assign(process.env, {
    IMAGES_BUCKET,
    AWS_ENDPOINT_URL_S3: s3Local.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_SFN: endpoint.url,
    CSV_IMPORT_STATE_MACHINE: arn,
    GEOCODER: 'table',
    IMPORT_IMAGE_HOSTS: new URL(images).host,
  });
  resetS3();
  resetSfn();
  await putPostcodesBatch(
    table.db,
    POSTCODES.map((p) => ({ ...p, kind: 'outcode' as const, source: 'test' })),
  );
  const clientOptions = {
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  };
  const s3 = new S3Client({ ...clientOptions, endpoint: s3Local.endpoint, forcePathStyle: true });
  const sfn = new SFNClient({ ...clientOptions, endpoint: endpoint.url });
  return {
    table,
    s3,
    sfn,
    images,
    imageHits,
    arn,
    stop: async () => {
      s3.destroy();
      sfn.destroy();
      resetS3();
      resetSfn();
      await endpoint.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await s3Local.stop();
      await table.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An import as the API leaves it before the run: the record (queued) and the file under
 * imports/, as the create and start routes and the browser's upload write them.
 */
export async function queuedImport(
  env: RunEnv,
  ownerId: string,
  file: string | Buffer,
  filename = 'stock.csv',
): Promise<StoredImport> {
  const body = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
  const record = newImportRecord(
    {
      id: randomUUID(),
      owner_id: ownerId,
      filename,
      size: body.length,
      sha256: 'a'.repeat(64),
    },
    new Date(),
  );
  await insertImport(env.table.db, record);
  await env.s3.send(
    new PutObjectCommand({
      Bucket: IMAGES_BUCKET,
      Key: importFileKey(ownerId, record.id),
      Body: body,
    }),
  );
  const queued = await moveImport(env.table.db, record.id, ['uploading'], 'queued', {}, new Date());
  if (queued === 'moved-on') throw new Error('not queued');
  return queued;
}

/** Starts the import's execution as start-import does, and waits for it to end. */
export async function runImport(
  env: RunEnv,
  record: Pick<StoredImport, 'id'>,
  options: { timeoutMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const { executionArn } = await env.sfn.send(
    new StartExecutionCommand({
      stateMachineArn: env.arn,
      name: importExecutionName(record.id),
      input: JSON.stringify(importRunInput(record)),
    }),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const described = await env.sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (described.status !== 'RUNNING') {
      return { execution: described, record: (await getImport(env.table.db, record.id))! };
    }
    if (Date.now() > deadline) throw new Error(`${executionArn} still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every object key under a prefix of the images bucket. */
export async function objectKeys(env: RunEnv, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await env.s3.send(
      new ListObjectsV2Command({ Bucket: IMAGES_BUCKET, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

export async function objectBytes(env: RunEnv, key: string): Promise<Buffer> {
  const result = await env.s3.send(new GetObjectCommand({ Bucket: IMAGES_BUCKET, Key: key }));
  return Buffer.from(await result.Body!.transformToByteArray());
}

export const newOwner = () => `dealer-${randomUUID().slice(0, 8)}`;
