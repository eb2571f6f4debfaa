/**
 * npm run postcodes:import -- FILE [--data-dir DIR] [--table NAME] [--endpoint URL | --aws]
 *
 * Imports the ONS Postcode Directory CSV or an outcode-centre CSV (see docs/geocoding.md) into
 * the local stage's table: the running stage's DynamoDB Local if .data/stage.json names one,
 * otherwise its own DynamoDB Local on the stage's data, stopped afterwards. --endpoint targets
 * another DynamoDB Local; --aws the table in your AWS account (default credentials and region).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../definitions/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './emulators/dynamodb';
import { createImportProgress } from './postcodes/import-progress';
import { importPostcodeFile, type ImportSummary } from './postcodes/import-postcodes';
import { postcodeFileSize } from './postcodes/read-postcode-csv';
import { provisionTable } from './provision-table';
import { REPO_ROOT } from './repo-root';
import { dynamoDbLocalUsing, runningStageEndpoints } from './seed/local-emulators';

const USAGE =
  'Usage: npm run postcodes:import -- FILE [--data-dir .data] [--table vanyard-local]\n' +
  '                                   [--endpoint URL | --aws] [--concurrency 8]\n' +
  '  FILE  the ONS Postcode Directory CSV (pcds, lat, long, ...) or outcode,latitude,longitude\n';

type Target =
  { kind: 'stage'; dataDir: string } | { kind: 'endpoint'; endpoint: string } | { kind: 'aws' };

class UsageError extends Error {}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        table: { type: 'string' },
        endpoint: { type: 'string' },
        aws: { type: 'boolean', default: false },
        concurrency: { type: 'string', default: '8' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const [file, ...extra] = positionals;
  if (!file) throw new UsageError('Give the CSV file to import');
  if (extra.length > 0) throw new UsageError(`One file at a time (also got ${extra.join(' ')})`);
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new UsageError('--concurrency must be a whole number from 1 to 64');
  }
  if (values.aws && values.endpoint) throw new UsageError('Give --endpoint or --aws, not both');
  if (values.aws && !values.table) {
    throw new UsageError('--aws needs --table, the stage table name (e.g. vanyard-prod)');
  }
  const dataDir = values['data-dir'];
  // npm runs scripts from the repository root; paths are meant from where the command was typed.
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  const target: Target = values.aws
    ? { kind: 'aws' }
    : values.endpoint
      ? { kind: 'endpoint', endpoint: values.endpoint }
      : {
          kind: 'stage',
          dataDir: dataDir ? resolve(callerDir, dataDir) : resolve(REPO_ROOT, '.data'),
        };
  return {
    file: resolve(callerDir, file),
    table: values.table ?? tableName('local'),
    target,
    concurrency,
  };
}

type Connection = { client: DynamoDBClient; where: string; stop: () => Promise<void> };

async function connect(target: Target, table: string): Promise<Connection> {
  const none = async () => undefined;
  const local = (endpoint: string) =>
    new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  if (target.kind === 'aws') {
    const client = new DynamoDBClient({});
    try {
      await client.send(new DescribeTableCommand({ TableName: table }));
    } catch (error) {
      client.destroy();
      throw new Error(
        `Cannot use table ${table} in AWS (${error instanceof Error ? error.message : String(error)}). ` +
          'Check the name, your credentials and AWS_REGION.',
      );
    }
    return { client, where: `AWS (${table})`, stop: none };
  }
  if (target.kind === 'endpoint') {
    const client = local(target.endpoint);
    await provisionTable(client, table);
    return { client, where: target.endpoint, stop: none };
  }
  const stage = await runningStageEndpoints(target.dataDir);
  if (stage) {
    const client = local(stage.dynamodb);
    await provisionTable(client, table);
    return { client, where: `the running local stage (${stage.dynamodb})`, stop: none };
  }
  const dynamoDir = resolve(target.dataDir, 'dynamodb');
  if (dynamoDbLocalUsing(dynamoDir)) {
    throw new Error(
      `The local stage seems to be running (DynamoDB Local has ${dynamoDir} open). ` +
        'Pass its endpoint with --endpoint, or stop it first.',
    );
  }
  process.stderr.write(`Starting DynamoDB Local on ${dynamoDir} ...\n`);
  const emulator = await startDynamoDbLocal({ dataDir: dynamoDir });
  const client = local(emulator.endpoint);
  try {
    await provisionTable(client, table);
  } catch (error) {
    client.destroy();
    await emulator.stop();
    throw error;
  }
  return { client, where: `${dynamoDir}`, stop: () => emulator.stop() };
}

function report(summary: ImportSummary): string {
  const what =
    summary.format === 'onspd'
      ? 'postcodes from the ONS Postcode Directory'
      : 'district centres from an outcode file';
  const lines = [
    `Imported ${summary.written.toLocaleString('en-GB')} ${what} in ${summary.seconds.toFixed(1)} s`,
  ];
  if (summary.districtsDerived > 0) {
    lines.push(
      `  and ${summary.districtsDerived.toLocaleString('en-GB')} district centres (mean of their postcodes)`,
    );
  }
  const skipped = Object.entries(summary.skipped);
  const total = skipped.reduce((sum, [, count]) => sum + count, 0);
  lines.push(`Skipped ${total.toLocaleString('en-GB')} rows${total > 0 ? ':' : ''}`);
  for (const [reason, count] of skipped) {
    lines.push(`  ${count.toLocaleString('en-GB').padStart(10)}  ${reason}`);
  }
  for (const example of summary.skippedExamples) {
    lines.push(`  e.g. line ${example.line} (${example.reason}): ${example.text}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const opts = options();
  postcodeFileSize(opts.file);
  const connection = await connect(opts.target, opts.table);
  const stopOnSignal = () => {
    void connection.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    process.stderr.write(`Importing ${opts.file} into ${opts.table} at ${connection.where}\n`);
    const progress = createImportProgress(process.stderr);
    const db = { client: DynamoDBDocumentClient.from(connection.client), tableName: opts.table };
    const summary = await importPostcodeFile(db, opts.file, {
      concurrency: opts.concurrency,
      onProgress: (p) => progress.update(p),
    });
    const skipped = Object.values(summary.skipped).reduce((sum, count) => sum + count, 0);
    progress.finish({ bytesRead: 1, totalBytes: 1, written: summary.written, skipped });
    process.stdout.write(report(summary));
  } finally {
    connection.client.destroy();
    await connection.stop();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Postcode import failed: ${message}\n`);
  if (error instanceof UsageError) process.stderr.write(USAGE);
  process.exit(1);
});
