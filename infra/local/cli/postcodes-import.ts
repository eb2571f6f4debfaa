/**
 * npm run postcodes:import -- FILE [--data-dir DIR] [--table NAME]
 *                             [--endpoint URL | --stage NAME [--region R] | --aws --table NAME]
 *
 * Imports the ONS Postcode Directory CSV or an outcode-centre CSV (see docs/geocoding.md) into
 * the local stage's table: the running stage's DynamoDB Local if .data/stage.json names one,
 * otherwise its own DynamoDB Local on the stage's data, stopped afterwards. --endpoint targets
 * another DynamoDB Local; --stage a deployed stage's table, --aws any table in your AWS account
 * (default credentials and region).
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { importPostcodeFile, type ImportSummary } from '../postcodes/import-postcodes';
import { postcodeFileSize } from '../postcodes/read-postcode-csv';
import { provisionTable } from '../stage/provision-table';
import { readCommandLine, runCommand, wholeNumber } from './command-line';
import { createImportProgress } from './postcodes-import-progress';
import { callerPath, requireTable, resolveTarget, targetOptions } from './target';

const USAGE = `Usage: npm run postcodes:import -- FILE [--data-dir .data] [--table vanyard-local]
                                   [--endpoint URL | --stage NAME [--region R] | --aws --table NAME]
                                   [--concurrency 8]

  FILE              the ONS Postcode Directory CSV (pcds, lat, long, ...) or outcode,latitude,longitude
  --data-dir DIR    the local stage's data (default: <repo>/.data)
  --endpoint URL    DynamoDB Local already running
  --stage NAME      a deployed stage's table (vanyard-NAME), with your AWS credentials
  --region R        the deployed stage's region (default: your AWS configuration's)
  --aws             a table in your AWS account, named with --table (e.g. vanyard-prod)
  --table NAME      the table (default: the stage's)
  --concurrency N   parallel batch writes, 1 to 64 (default: 8)
`;

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
  const { values, argument } = readCommandLine({
    usage: USAGE,
    argument: 'FILE',
    options: {
      ...targetOptions('data-dir', 'endpoint', 'stage', 'region', 'aws'),
      table: { type: 'string' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const concurrency = wholeNumber('--concurrency', values.concurrency, { min: 1, max: 64 });
  const file = callerPath(argument);
  postcodeFileSize(file);
  const target = await resolveTarget(values, {
    services: ['dynamodb'],
    endpointHint: 'pass its endpoint with --endpoint',
  });
  try {
    const table = target.table(values.table);
    if (target.local) await provisionTable(target.dynamodb, table);
    else await requireTable(target, table);
    process.stderr.write(`Importing ${file} into ${table} at ${target.where}\n`);
    const progress = createImportProgress(process.stderr);
    const db = { client: DynamoDBDocumentClient.from(target.dynamodb), tableName: table };
    const summary = await importPostcodeFile(db, file, {
      concurrency,
      onProgress: (p) => progress.update(p),
    });
    const skipped = Object.values(summary.skipped).reduce((sum, count) => sum + count, 0);
    progress.finish({ bytesRead: 1, totalBytes: 1, written: summary.written, skipped });
    process.stdout.write(report(summary));
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Postcode import failed' }, main);
