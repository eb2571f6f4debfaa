/**
 * npm run seed -- --count N --seed S [--endpoint URL --s3-endpoint URL --table NAME --bucket NAME]
 *                 [--data-dir DIR]
 *
 * Without --endpoint it uses the running local stage if .data/stage.json names live endpoints;
 * otherwise it starts its own DynamoDB Local and s3rver on the stage's data (.data/dynamodb and
 * .data/s3, or under --data-dir), seeds, stops them, and marks the data directory as seeded so
 * the stage's first start does not seed it again. The table and buckets are created if missing.
 * Afterwards the search snapshot is rebuilt from the table, so search shows the new listings
 * (the stage also rebuilds it on every start), and on the stopped stage's data the admin
 * figures too (the running stage's stream consumer counts the writes itself).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { CreateBucketCommand, HeadBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localBucketName } from '../../stack/definitions/buckets';
import { tableName } from '../../stack/definitions/table';
import { rebuildAdminFigures } from '#lambdas/admin/figures/rebuild-figures';
import { seededMarker } from '../demo-data/seed-on-first-start';
import { seedDemoData } from '../demo-data/seed-demo-data';
import { provisionTable } from '../stage/provision-table';
import { LOCAL_STAGE } from '../stage/running-stage';
import { rebuildSearch } from '../stage/search-snapshot';
import { readCommandLine, runCommand, wholeNumber } from './command-line';
import { writeDemoMotVehicles } from '../stand-ins/demo-mot-vehicles';
import { createProgressBar } from './progress-bar';
import { resolveTarget, targetOptions } from './target';

const USAGE = `Usage: npm run seed -- [--count 240] [--seed 1] [--endpoint URL --s3-endpoint URL]
                       [--table vanyard-local] [--bucket vanyard-local-images]
                       [--search-bucket vanyard-local-search] [--data-dir .data]

  --count N              live demo listings (default: 240)
  --seed S               seed of the generator: the same seed gives the same data (default: 1)
  --data-dir DIR         the local stage's data (default: <repo>/.data)
  --endpoint URL         DynamoDB Local already running, with --s3-endpoint URL, its s3rver
  --table NAME           the table (default: vanyard-local)
  --bucket NAME          the images bucket (default: vanyard-local-images)
  --search-bucket NAME   the search snapshots' bucket (default: vanyard-local-search)
`;

async function ensureBucket(s3: S3Client, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

async function main(): Promise<void> {
  const { values } = readCommandLine({
    usage: USAGE,
    options: {
      count: { type: 'string', default: '240' },
      seed: { type: 'string', default: '1' },
      ...targetOptions('data-dir', 'endpoint', 's3-endpoint'),
      table: { type: 'string', default: tableName(LOCAL_STAGE) },
      bucket: { type: 'string', default: localBucketName(LOCAL_STAGE, 'images') },
      'search-bucket': { type: 'string', default: localBucketName(LOCAL_STAGE, 'search') },
    },
  });
  const count = wholeNumber('--count', values.count, { min: 0 });
  const seed = wholeNumber('--seed', values.seed);
  const { table, bucket } = values;
  const searchBucket = values['search-bucket'];
  const target = await resolveTarget(values, {
    services: ['dynamodb', 's3'],
    buckets: [bucket, searchBucket],
    endpointHint: 'pass its endpoints with --endpoint and --s3-endpoint',
  });
  try {
    await provisionTable(target.dynamodb, table);
    await ensureBucket(target.s3, bucket);
    await ensureBucket(target.s3, searchBucket);
    const started = Date.now();
    const bar = createProgressBar(process.stderr);
    process.stderr.write(
      `Seeding ${count.toLocaleString('en-GB')} live listings (seed ${seed}) into ` +
        `${table} at ${target.where}\n`,
    );
    const db = { client: DynamoDBDocumentClient.from(target.dynamodb), tableName: table };
    const { motVehicles, ...result } = await seedDemoData(
      {
        db,
        s3: target.s3,
        imagesBucket: bucket,
      },
      { count, seed, onProgress: (done, total) => bar.update(done, total) },
    );
    const seconds = (Date.now() - started) / 1000;
    if (target.startedEmulators && target.dataDir) {
      const marker = seededMarker(target.dataDir);
      writeDemoMotVehicles(target.dataDir, motVehicles);
      if (!existsSync(marker)) {
        const record = {
          seededAt: new Date().toISOString(),
          count,
          seed,
          ...result,
          by: 'npm run seed',
        };
        writeFileSync(marker, `${JSON.stringify(record, null, 2)}\n`);
      }
    }
    process.stdout.write(
      `Seeded ${result.listings.toLocaleString('en-GB')} listings (${count.toLocaleString('en-GB')} live) ` +
        `and ${result.images.toLocaleString('en-GB')} images in ${seconds.toFixed(1)} s\n`,
    );
    const search = await rebuildSearch({
      dynamodb: target.dynamodb,
      s3: target.s3,
      tableName: table,
      bucket: searchBucket,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(
      `Rebuilt the search snapshot: ${search.docs.toLocaleString('en-GB')} live listings in ${(search.ms / 1000).toFixed(1)} s\n`,
    );
    if (target.startedEmulators) {
      // No stream consumer saw these writes (the stage is stopped): count the figures now.
      const figures = await rebuildAdminFigures(db);
      process.stdout.write(
        `Rebuilt the admin figures from ${figures.scanned.toLocaleString('en-GB')} items in ${(figures.ms / 1000).toFixed(1)} s\n`,
      );
    }
  } finally {
    await target.stop();
  }
}

runCommand({ usage: USAGE, failure: 'Seeding failed' }, main);
