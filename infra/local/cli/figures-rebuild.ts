/**
 * npm run figures:rebuild                  the local stage's data (.data, or --data-dir DIR)
 * npm run figures:rebuild -- --endpoint URL                     DynamoDB Local already running
 * npm run figures:rebuild -- --stage NAME [--region R] [--table T]       a deployed stage
 *
 * Sets the admin dashboard's figures whole from a Scan of the table (off every request path):
 * the totals, the 30 days of the chart and the newest Recent Activity. For data the
 * AdminFigures stream consumer never saw: a stage whose data predates it, or data changed while
 * nothing counted. Not while the local stage runs on the data: it follows every change itself.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rebuildAdminFigures } from '#lambdas/admin/figures/rebuild-figures';
import { formatMoney } from '#shared/format';
import { readCommandLine, runCommand } from './command-line';
import { requireTable, resolveTarget, targetOptions } from './target';

const USAGE = `Usage:
  npm run figures:rebuild [-- --data-dir .data]
  npm run figures:rebuild -- --endpoint URL [--table vanyard-local]
  npm run figures:rebuild -- --stage NAME [--region eu-west-2] [--table vanyard-NAME]

  --data-dir DIR      the local stage's data, while the stage is stopped (default: <repo>/.data)
  --endpoint URL      DynamoDB Local already running
  --stage NAME        a deployed stage, with your AWS credentials; best while the table is
                      quiet (changes counted by the stream during the Scan may count twice)
  --region R          the deployed stage's region (default: your AWS configuration's)
  --table NAME        the table (default: the stage's, vanyard-NAME)
`;

async function main(): Promise<void> {
  const { values } = readCommandLine({
    usage: USAGE,
    options: {
      ...targetOptions('data-dir', 'endpoint', 'stage', 'region'),
      table: { type: 'string' },
    },
  });
  const target = await resolveTarget(values, {
    services: ['dynamodb'],
    refuseRunningStage:
      'The local stage is running on this data: its stream consumer keeps the figures as the ' +
      'table changes. Stop it and run this again to rebuild them.',
  });
  try {
    const table = target.table(values.table);
    await requireTable(target, table);
    process.stderr.write(`Rebuilding the admin figures of ${table} at ${target.where} ...\n`);
    const db = {
      client: DynamoDBDocumentClient.from(target.dynamodb, {
        marshallOptions: { removeUndefinedValues: true },
      }),
      tableName: table,
    };
    const result = await rebuildAdminFigures(db);
    const { live, sold, pending, users, revenue_pence } = result.totals;
    const created = result.days.reduce((sum, day) => sum + day.created, 0);
    const approved = result.days.reduce((sum, day) => sum + day.approved, 0);
    const n = (value: number) => value.toLocaleString('en-GB');
    process.stdout.write(
      `Rebuilt the admin figures from ${n(result.scanned)} items in ${(result.ms / 1000).toFixed(1)} s: ` +
        `${n(live)} active, ${n(sold)} sold, ${n(pending)} pending review, ${n(users)} ${users === 1 ? 'user' : 'users'}, ` +
        `${formatMoney(revenue_pence / 100)} boosting revenue; ` +
        `${n(created)} listings created and ${n(approved)} approved in the last ${result.days.length} days\n`,
    );
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Rebuilding the admin figures failed' }, main);
