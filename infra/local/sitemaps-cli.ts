/**
 * npm run sitemaps                           the local stage (.data, or --data-dir DIR)
 * npm run sitemaps -- --stage NAME [--region R] [--site-origin URL]   a deployed stage
 *
 * Writes the sitemaps and robots.txt now, as the hourly schedule does: from the search
 * projection into the sitemaps bucket. Locally it uses the running stage's emulators, or
 * starts DynamoDB Local and s3rver on the data itself. For a deployed stage it uses your AWS
 * credentials and the stack's outputs (table, buckets, site URL).
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadLiveDocs } from '../../lambdas/search/projection/load-live-docs';
import { generateSitemaps } from '../../lambdas/sitemaps/generate-sitemaps';
import { s3SitemapStore } from '../../lambdas/sitemaps/s3-sitemap-store';
import { localBucketName } from '../definitions/buckets';
import { tableName } from '../definitions/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './emulators/dynamodb';
import { startS3Local } from './emulators/s3';
import { lineLogger } from './line-logger';
import { dynamoDbLocalUsing, runningStageEndpoints, runningStageUrl } from './seed/local-emulators';
import { stackOutput } from './stack-outputs';
import { DEFAULT_PORT, LOCAL_STAGE } from './stage';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `Usage:
  npm run sitemaps [-- --data-dir .data] [--site-origin http://localhost:3000]
  npm run sitemaps -- --stage NAME [--region eu-west-2] [--site-origin https://vanyard.co.uk]
`;

type Target = {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  table: string;
  searchBucket: string;
  sitemapsBucket: string;
  siteOrigin: string;
  stop: () => Promise<void>;
};

function options() {
  const { values } = parseArgs({
    options: {
      stage: { type: 'string' },
      region: { type: 'string' },
      'site-origin': { type: 'string' },
      'data-dir': { type: 'string', default: resolve(repoRoot, '.data') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const dataDir = values['data-dir'];
  return { ...values, dataDir: isAbsolute(dataDir) ? dataDir : resolve(process.cwd(), dataDir) };
}

type Options = ReturnType<typeof options>;

function deployed(opts: Options & { stage: string }): Target {
  const { region, stage } = opts;
  const dynamodb = new DynamoDBClient(region ? { region } : {});
  const s3 = new S3Client(region ? { region } : {});
  return {
    dynamodb,
    s3,
    table: tableName(stage),
    searchBucket: stackOutput(stage, 'SearchBucketName', region),
    sitemapsBucket: stackOutput(stage, 'SitemapsBucketName', region),
    siteOrigin: opts['site-origin'] ?? stackOutput(stage, 'SiteUrl', region),
    stop: async () => [dynamodb, s3].forEach((client) => client.destroy()),
  };
}

async function local(opts: Options): Promise<Target> {
  const buckets = {
    search: localBucketName(LOCAL_STAGE, 'search'),
    sitemaps: localBucketName(LOCAL_STAGE, 'sitemaps'),
  };
  const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const common = {
    table: tableName(LOCAL_STAGE),
    searchBucket: buckets.search,
    sitemapsBucket: buckets.sitemaps,
    siteOrigin:
      opts['site-origin'] ??
      runningStageUrl(opts.dataDir) ??
      `http://localhost:${process.env.PORT ?? DEFAULT_PORT}`,
  };
  const running = await runningStageEndpoints(opts.dataDir);
  if (running) {
    const dynamodb = new DynamoDBClient({ ...client, endpoint: running.dynamodb });
    const s3 = new S3Client({ ...client, endpoint: running.s3, forcePathStyle: true });
    return {
      ...common,
      dynamodb,
      s3,
      stop: async () => [dynamodb, s3].forEach((c) => c.destroy()),
    };
  }
  const dynamoDir = resolve(opts.dataDir, 'dynamodb');
  if (dynamoDbLocalUsing(dynamoDir)) {
    throw new Error(
      'DynamoDB Local already runs on this data but publishes no endpoints: stop it first.',
    );
  }
  process.stderr.write(`Starting DynamoDB Local and s3rver on ${opts.dataDir} ...\n`);
  const dynamo = await startDynamoDbLocal({ dataDir: dynamoDir });
  const s3Local = await startS3Local({
    dataDir: resolve(opts.dataDir, 's3'),
    buckets: Object.values(buckets),
  }).catch(async (error: unknown) => {
    await dynamo.stop();
    throw error;
  });
  const dynamodb = new DynamoDBClient({ ...client, endpoint: dynamo.endpoint });
  const s3 = new S3Client({ ...client, endpoint: s3Local.endpoint, forcePathStyle: true });
  return {
    ...common,
    dynamodb,
    s3,
    stop: async () => {
      [dynamodb, s3].forEach((c) => c.destroy());
      await Promise.allSettled([dynamo.stop(), s3Local.stop()]);
    },
  };
}

async function main(): Promise<void> {
  const opts = options();
  const target = opts.stage ? deployed({ ...opts, stage: opts.stage }) : await local(opts);
  try {
    const db = { client: DynamoDBDocumentClient.from(target.dynamodb), tableName: target.table };
    const result = await generateSitemaps({
      liveDocs: async () => {
        const live = await loadLiveDocs({ db, s3: target.s3, bucket: target.searchBucket });
        if (!live) {
          throw new Error('There is no search snapshot yet: run `npm run search:rebuild` first.');
        }
        return live.docs.values();
      },
      store: s3SitemapStore(target.s3, target.sitemapsBucket),
      siteOrigin: target.siteOrigin.replace(/\/$/, ''),
      log: lineLogger((line) => process.stderr.write(`${line}\n`), 'sitemaps'),
    });
    const { counts } = result;
    process.stdout.write(
      `Wrote ${result.files.length} sitemap files for ${target.siteOrigin}: ${counts.total.toLocaleString('en-GB')} URLs ` +
        `(static ${counts.static}, categories ${counts.categories}, listings ${counts.listings.toLocaleString('en-GB')}, blog ${counts.blog}), and robots.txt\n`,
    );
  } finally {
    await target.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Writing the sitemaps failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
