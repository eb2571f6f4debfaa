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
import { localBucketName } from '../../stack/definitions/buckets';
import { LOCAL_STAGE } from '../stage/running-stage';
import { rebuildSearch } from '../stage/search-snapshot';
import { readCommandLine, runCommand } from './command-line';
import { requireTable, resolveTarget, targetOptions } from './target';

const USAGE = `Usage:
  npm run search:rebuild [-- --data-dir .data]
  npm run search:rebuild -- --endpoint URL --s3-endpoint URL [--table vanyard-local] [--bucket vanyard-local-search]
  npm run search:rebuild -- --stage NAME [--region eu-west-2] [--table vanyard-NAME] [--bucket BUCKET]

  --data-dir DIR      the local stage's data, while the stage is stopped (default: <repo>/.data)
  --endpoint URL      DynamoDB Local already running (with --s3-endpoint, its s3rver)
  --stage NAME        a deployed stage, with your AWS credentials
  --region R          the deployed stage's region (default: your AWS configuration's)
  --table NAME        the table (default: the stage's, vanyard-NAME)
  --bucket NAME       the search bucket (default: the stage's; deployed: stack output SearchBucketName)
`;

async function main(): Promise<void> {
  const { values } = readCommandLine({
    usage: USAGE,
    options: {
      ...targetOptions('data-dir', 'endpoint', 's3-endpoint', 'stage', 'region'),
      table: { type: 'string' },
      bucket: { type: 'string' },
    },
  });
  const target = await resolveTarget(values, {
    services: ['dynamodb', 's3'],
    buckets: [values.bucket ?? localBucketName(LOCAL_STAGE, 'search')],
    refuseRunningStage:
      'The local stage is running on this data: it rebuilt the search snapshot when it started ' +
      'and follows every change since. Restart it to rebuild, or stop it and run this again.',
  });
  try {
    const table = target.table(values.table);
    const bucket = values.bucket ?? searchBucketOf(target);
    await requireTable(target, table);
    process.stderr.write(`Rebuilding the search snapshot of ${table} into ${bucket} ...\n`);
    const result = await rebuildSearch({
      dynamodb: target.dynamodb,
      s3: target.s3,
      tableName: table,
      bucket,
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

/** The stage's search bucket; on a deployed stage the stack output, or say how to name it. */
function searchBucketOf(target: { bucket: (key: 'search') => string }): string {
  try {
    return target.bucket('search');
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} Pass the bucket with --bucket instead.`,
    );
  }
}

runCommand({ usage: USAGE, failure: 'Rebuilding the search snapshot failed' }, main);
