/**
 * npm run search:rebuild                  the local stage's data (.data, or --data-dir DIR)
 * npm run search:rebuild -- --endpoint URL --s3-endpoint URL     emulators already running
 * npm run search:rebuild -- --stage NAME [--region R] [--table T] [--bucket B]   a deployed stage
 *
 * Rebuilds the search snapshot from the table (a Scan; off every request path) and writes it
 * as the newest snapshot: the search API and compaction carry on from it. For the local data
 * it starts DynamoDB Local and s3rver itself, like `npm run seed`; the running local stage
 * needs no rebuild (it rebuilds on every start and follows the table while it runs). For a
 * deployed stage it uses your AWS credentials: the table is `vanyard-NAME`, the bucket the
 * stack output SearchBucketName (read with the AWS CLI unless --bucket is given).
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { localBucketName } from '../definitions/buckets';
import { tableName } from '../definitions/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './emulators/dynamodb';
import { startS3Local } from './emulators/s3';
import { rebuildSearch } from './search-snapshot';
import { stackOutput } from './stack-outputs';
import { dynamoDbLocalUsing } from './seed/local-emulators';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `Usage:
  npm run search:rebuild [-- --data-dir .data]
  npm run search:rebuild -- --endpoint URL --s3-endpoint URL [--table vanyard-local] [--bucket vanyard-local-search]
  npm run search:rebuild -- --stage NAME [--region eu-west-2] [--table vanyard-NAME] [--bucket BUCKET]
`;

type Target = {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  table: string;
  bucket: string;
  where: string;
  stop: () => Promise<void>;
};

function options() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      endpoint: { type: 'string' },
      's3-endpoint': { type: 'string' },
      table: { type: 'string' },
      bucket: { type: 'string' },
      'data-dir': { type: 'string', default: resolve(repoRoot, '.data') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  if (Boolean(values.endpoint) !== Boolean(values['s3-endpoint'])) {
    throw new Error('Give both --endpoint (DynamoDB) and --s3-endpoint, or neither');
  }
  if (values.stage && values.endpoint) {
    throw new Error('--stage is for a deployed stage; --endpoint for local emulators: not both');
  }
  const dataDir = values['data-dir'];
  return { ...values, dataDir: isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir) };
}

type Options = ReturnType<typeof options>;

/** The stack output SearchBucketName, unless --bucket names the bucket. */
function searchBucketOfStack(stage: string, region: string | undefined): string {
  try {
    return stackOutput(stage, 'SearchBucketName', region);
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} Pass the bucket with --bucket instead.`,
    );
  }
}

async function deployed(opts: Options & { stage: string }): Promise<Target> {
  const region = opts.region;
  const dynamodb = new DynamoDBClient(region ? { region } : {});
  const s3 = new S3Client(region ? { region } : {});
  const bucket = opts.bucket ?? searchBucketOfStack(opts.stage, region);
  const stop = async () => {
    dynamodb.destroy();
    s3.destroy();
  };
  return {
    dynamodb,
    s3,
    table: opts.table ?? tableName(opts.stage),
    bucket,
    where: `stage ${opts.stage}`,
    stop,
  };
}

async function local(opts: Options): Promise<Target> {
  const table = opts.table ?? tableName('local');
  const bucket = opts.bucket ?? localBucketName('local', 'search');
  const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const clientsFor = (endpoints: { dynamodb: string; s3: string }) => ({
    dynamodb: new DynamoDBClient({ ...client, endpoint: endpoints.dynamodb }),
    s3: new S3Client({ ...client, endpoint: endpoints.s3, forcePathStyle: true }),
  });
  if (opts.endpoint && opts['s3-endpoint']) {
    const clients = clientsFor({ dynamodb: opts.endpoint, s3: opts['s3-endpoint'] });
    const stop = async () => [clients.dynamodb, clients.s3].forEach((c) => c.destroy());
    return { ...clients, table, bucket, where: opts.endpoint, stop };
  }
  const dynamoDir = resolve(opts.dataDir, 'dynamodb');
  if (dynamoDbLocalUsing(dynamoDir)) {
    throw new Error(
      'The local stage is running on this data: it rebuilt the search snapshot when it started ' +
        'and follows every change since. Restart it to rebuild, or stop it and run this again.',
    );
  }
  process.stderr.write(`Starting DynamoDB Local and s3rver on ${opts.dataDir} ...\n`);
  const dynamo = await startDynamoDbLocal({ dataDir: dynamoDir });
  const s3 = await startS3Local({ dataDir: resolve(opts.dataDir, 's3'), buckets: [bucket] }).catch(
    async (error: unknown) => {
      await dynamo.stop();
      throw error;
    },
  );
  const clients = clientsFor({ dynamodb: dynamo.endpoint, s3: s3.endpoint });
  const stop = async () => {
    [clients.dynamodb, clients.s3].forEach((c) => c.destroy());
    await Promise.allSettled([dynamo.stop(), s3.stop()]);
  };
  return { ...clients, table, bucket, where: opts.dataDir, stop };
}

async function main(): Promise<void> {
  const opts = options();
  const target = opts.stage ? await deployed({ ...opts, stage: opts.stage }) : await local(opts);
  const stopOnSignal = () => {
    void target.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await target.dynamodb
      .send(new DescribeTableCommand({ TableName: target.table }))
      .catch((error: unknown) => {
        throw new Error(`No table ${target.table} (${target.where}): ${String(error)}`);
      });
    process.stderr.write(
      `Rebuilding the search snapshot of ${target.table} into ${target.bucket} ...\n`,
    );
    const result = await rebuildSearch({
      dynamodb: target.dynamodb,
      s3: target.s3,
      tableName: target.table,
      bucket: target.bucket,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(
      `Rebuilt the search snapshot: ${result.docs.toLocaleString('en-GB')} live listings, ` +
        `${(result.bytes / 1e6).toFixed(1)} MB, in ${(result.ms / 1000).toFixed(1)} s (${result.key})\n`,
    );
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Rebuilding the search snapshot failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
