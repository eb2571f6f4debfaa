/**
 * npm run seed -- --count N --seed S [--endpoint URL --s3-endpoint URL --table NAME --bucket NAME]
 *                 [--data-dir DIR]
 *
 * Without --endpoint it uses the running local stage if .data/stage.json names live endpoints;
 * otherwise it starts its own DynamoDB Local and s3rver on the stage's data (.data/dynamodb and
 * .data/s3, or under --data-dir), seeds, stops them, and marks the data directory as seeded so
 * the stage's first start does not seed it again. The table and buckets are created if missing.
 * Afterwards the search snapshot is rebuilt from the table, so search shows the new listings
 * (the stage also rebuilds it on every start).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localBucketName } from '../definitions/buckets';
import { tableName } from '../definitions/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './emulators/dynamodb';
import { startS3Local } from './emulators/s3';
import { provisionTable } from './provision-table';
import { rebuildSearch } from './search-snapshot';
import { seededMarker } from './seed-on-first-start';
import { dynamoDbLocalUsing, runningStageEndpoints, type Endpoints } from './seed/local-emulators';
import { createProgressBar } from './seed/progress-bar';
import { seedDemoData } from './seed/seed-demo-data';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE =
  'Usage: npm run seed -- [--count 240] [--seed 1] [--endpoint URL --s3-endpoint URL]\n' +
  '                       [--table vanyard-local] [--bucket vanyard-local-images]\n' +
  '                       [--search-bucket vanyard-local-search] [--data-dir .data]\n';

function options() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '240' },
      seed: { type: 'string', default: '1' },
      endpoint: { type: 'string' },
      's3-endpoint': { type: 'string' },
      table: { type: 'string', default: tableName('local') },
      bucket: { type: 'string', default: localBucketName('local', 'images') },
      'search-bucket': { type: 'string', default: localBucketName('local', 'search') },
      'data-dir': { type: 'string', default: resolve(repoRoot, '.data') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 0)
    throw new Error('--count must be a whole number, 0 or more');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  const dynamodb = values.endpoint;
  const s3 = values['s3-endpoint'];
  if (Boolean(dynamodb) !== Boolean(s3)) {
    throw new Error('Give both --endpoint (DynamoDB) and --s3-endpoint, or neither');
  }
  const dataDir = values['data-dir'];
  return {
    count,
    seed,
    endpoints: dynamodb && s3 ? { dynamodb, s3 } : undefined,
    table: values.table,
    bucket: values.bucket,
    searchBucket: values['search-bucket'],
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir),
  };
}

/** ownData: the CLI started the emulators itself, on the stage's data directory. */
type Emulators = { endpoints: Endpoints; stop: () => Promise<void>; ownData: boolean };

async function emulators(
  dataDir: string,
  buckets: string[],
  given?: Endpoints,
): Promise<Emulators> {
  const none = async () => undefined;
  if (given) return { endpoints: given, stop: none, ownData: false };
  const stage = await runningStageEndpoints(dataDir);
  if (stage) return { endpoints: stage, stop: none, ownData: false };
  const dynamoDir = resolve(dataDir, 'dynamodb');
  if (dynamoDbLocalUsing(dynamoDir)) {
    throw new Error(
      `The local stage seems to be running (DynamoDB Local has ${dynamoDir} open). ` +
        'Pass its endpoints with --endpoint and --s3-endpoint, or stop it first.',
    );
  }
  process.stderr.write(`Starting DynamoDB Local and s3rver on ${dataDir} ...\n`);
  const dynamo = await startDynamoDbLocal({ dataDir: dynamoDir });
  const s3 = await startS3Local({ dataDir: resolve(dataDir, 's3'), buckets }).catch(
    async (error: unknown) => {
      await dynamo.stop();
      throw error;
    },
  );
  const stop = async () => {
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
  };
  return { endpoints: { dynamodb: dynamo.endpoint, s3: s3.endpoint }, stop, ownData: true };
}

async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

async function main(): Promise<void> {
  const opts = options();
  const running = await emulators(opts.dataDir, [opts.bucket, opts.searchBucket], opts.endpoints);
  const stopOnSignal = () => {
    void running.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const dynamo = new DynamoDBClient({
    endpoint: running.endpoints.dynamodb,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const s3 = new S3Client({
    endpoint: running.endpoints.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    // Checksums cost about a third of each PUT's time and s3rver has its own MD5 ETags.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    await provisionTable(dynamo, opts.table);
    await ensureBucket(s3, opts.bucket);
    await ensureBucket(s3, opts.searchBucket);
    const started = Date.now();
    const bar = createProgressBar(process.stderr);
    process.stderr.write(
      `Seeding ${opts.count.toLocaleString('en-GB')} live listings (seed ${opts.seed}) into ` +
        `${opts.table} at ${running.endpoints.dynamodb}\n`,
    );
    const result = await seedDemoData(
      {
        db: { client: DynamoDBDocumentClient.from(dynamo), tableName: opts.table },
        s3,
        imagesBucket: opts.bucket,
      },
      { count: opts.count, seed: opts.seed, onProgress: (done, total) => bar.update(done, total) },
    );
    const seconds = (Date.now() - started) / 1000;
    const marker = seededMarker(opts.dataDir);
    if (running.ownData && !existsSync(marker)) {
      const record = {
        seededAt: new Date().toISOString(),
        count: opts.count,
        seed: opts.seed,
        ...result,
        by: 'npm run seed',
      };
      writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
    }
    process.stdout.write(
      `Seeded ${result.listings.toLocaleString('en-GB')} listings (${opts.count.toLocaleString('en-GB')} live) ` +
        `and ${result.images.toLocaleString('en-GB')} images in ${seconds.toFixed(1)} s\n`,
    );
    const search = await rebuildSearch({
      dynamodb: dynamo,
      s3,
      tableName: opts.table,
      bucket: opts.searchBucket,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(
      `Rebuilt the search snapshot: ${search.docs.toLocaleString('en-GB')} live listings in ${(search.ms / 1000).toFixed(1)} s\n`,
    );
  } finally {
    dynamo.destroy();
    s3.destroy();
    await running.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
