/**
 * npm run sitemaps                           the local stage (.data, or --data-dir DIR)
 * npm run sitemaps -- --stage NAME [--region R] [--site-origin URL]   a deployed stage
 *
 * Writes the sitemaps and robots.txt now, as the hourly schedule does: from the search
 * projection into the sitemaps bucket. Locally it uses the running stage's emulators, or
 * starts DynamoDB Local and s3rver on the data itself. For a deployed stage it uses your AWS
 * credentials and the stack's outputs (table, buckets, site URL).
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadLiveDocs } from '#lambdas/search/projection/load-live-docs';
import { generateSitemapsOnce } from '#lambdas/sitemap/generate-once';
import { s3SitemapStore } from '#lambdas/sitemap/s3-sitemap-store';
import { localBucketName } from '../../stack/definitions/buckets';
import { lineLogger } from '../line-logger';
import { LOCAL_STAGE } from '../stage/running-stage';
import { readCommandLine, runCommand } from './command-line';
import { resolveTarget, targetOptions } from './target';

const USAGE = `Usage:
  npm run sitemaps [-- --data-dir .data] [--site-origin http://localhost:3000]
  npm run sitemaps -- --stage NAME [--region eu-west-2] [--site-origin https://vanyard.co.uk]

  --data-dir DIR      the local stage's data (default: <repo>/.data)
  --stage NAME        a deployed stage, with your AWS credentials (buckets and site URL: stack outputs)
  --region R          the deployed stage's region (default: your AWS configuration's)
  --site-origin URL   the site's URL in the sitemaps (default: the stage's)
`;

async function main(): Promise<void> {
  const { values } = readCommandLine({
    usage: USAGE,
    options: {
      ...targetOptions('data-dir', 'stage', 'region'),
      'site-origin': { type: 'string' },
    },
  });
  const target = await resolveTarget(values, {
    services: ['dynamodb', 's3'],
    buckets: [localBucketName(LOCAL_STAGE, 'search'), localBucketName(LOCAL_STAGE, 'sitemaps')],
  });
  try {
    const siteOrigin = (values['site-origin'] ?? target.siteOrigin()).replace(/\/$/, '');
    const searchBucket = target.bucket('search');
    const db = { client: DynamoDBDocumentClient.from(target.dynamodb), tableName: target.table() };
    const result = await generateSitemapsOnce(db, {
      liveDocs: async () => {
        const live = await loadLiveDocs({ db, s3: target.s3, bucket: searchBucket });
        if (!live) {
          throw new Error('There is no search snapshot yet: run `npm run search:rebuild` first.');
        }
        return live.docs.values();
      },
      store: s3SitemapStore(target.s3, target.bucket('sitemaps')),
      siteOrigin,
      log: lineLogger((line) => process.stderr.write(`${line}\n`), 'sitemaps'),
    });
    const { counts } = result;
    process.stdout.write(
      `Wrote ${result.files.length} sitemap files for ${siteOrigin}: ${counts.total.toLocaleString('en-GB')} URLs ` +
        `(static ${counts.static}, categories ${counts.categories}, listings ${counts.listings.toLocaleString('en-GB')}, blog ${counts.blog}), and robots.txt\n`,
    );
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Writing the sitemaps failed' }, main);
