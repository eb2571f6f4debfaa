/**
 * npm run data:upgrade                     the local stage's data (.data, or --data-dir DIR)
 * npm run data:upgrade -- --endpoint URL   DynamoDB Local already running
 * npm run data:upgrade -- --stage NAME [--region R] [--table T]   a deployed stage
 *
 * Brings data written before the admin screens (issue 16) up to the current layout: adds the
 * indexes a local table lacks, then gives every listing and profile the keys the admin mirror
 * and the moderation queue read (a Scan, then an UpdateItem of each; nothing else changes).
 * Then gives trade accounts written before dealer pages their page (decision 069), live
 * listings written before expiry the end of their advert, spread over the days ahead (decision
 * 072), and listings with a registration their stock keys, so My Listings finds them by plate
 * (decision 071).
 * The local stage does this by itself when it starts on older data; a deployed stage needs it
 * once after the deploy that adds the admin index (docs/infrastructure.md). Safe to run again.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { provisionTable } from '../stage/provision-table';
import { stampAdminKeys } from '../upgrades/stamp-admin-keys';
import { giveDealerPages } from '../upgrades/give-dealer-pages';
import { giveListingEnds } from '../upgrades/give-listing-ends';
import { giveStockKeys } from '../upgrades/give-stock-keys';
import { readCommandLine, runCommand } from './command-line';
import { requireTable, resolveTarget, targetOptions } from './target';

const USAGE = `Usage:
  npm run data:upgrade [-- --data-dir .data]
  npm run data:upgrade -- --endpoint URL [--table vanyard-local]
  npm run data:upgrade -- --stage NAME [--region eu-west-2] [--table vanyard-NAME]

  --data-dir DIR      the local stage's data (default: <repo>/.data)
  --endpoint URL      DynamoDB Local already running
  --stage NAME        a deployed stage, with your AWS credentials
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
  const target = await resolveTarget(values, { services: ['dynamodb'] });
  try {
    const table = target.table(values.table);
    await requireTable(target, table);
    // A deployed table's indexes come from the stack; a local one is brought up to date here.
    if (target.local) {
      const { addedIndexes } = await provisionTable(target.dynamodb, table);
      if (addedIndexes.length > 0) {
        process.stderr.write(`Added the indexes ${addedIndexes.join(', ')} to ${table}\n`);
      }
    }
    process.stderr.write(`Stamping the admin keys of ${table}'s listings and profiles ...\n`);
    const documents = DynamoDBDocumentClient.from(target.dynamodb);
    const counts = await stampAdminKeys({ client: documents, tableName: table });
    process.stdout.write(
      `Upgraded ${counts.listings.toLocaleString('en-GB')} listings and ` +
        `${counts.users.toLocaleString('en-GB')} profiles of ${table}\n`,
    );
    const dealers = await giveDealerPages({ client: documents, tableName: table });
    process.stdout.write(
      `Gave ${dealers.toLocaleString('en-GB')} trade accounts their dealer pages\n`,
    );
    const ends = await giveListingEnds({ client: documents, tableName: table });
    process.stdout.write(
      `Gave ${ends.toLocaleString('en-GB')} live listings the end of their advert\n`,
    );
    const stockKeys = await giveStockKeys({ client: documents, tableName: table });
    process.stdout.write(
      `Gave ${stockKeys.toLocaleString('en-GB')} listings their stock keys (decision 071)\n`,
    );
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Upgrading the data failed' }, main);
