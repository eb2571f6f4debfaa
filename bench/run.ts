/**
 * `npm run bench`: seeds a fresh local stage (default 100,000 live listings) and measures the
 * API through the local gateway, plus the DynamoDB read capacity each request consumes
 * (ReturnConsumedCapacity). Prints a table and writes bench/results.json.
 *
 *   npm run bench -- --count 100000 --requests 300
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/emulators/dynamodb';
import { freePort } from '../infra/local/ports';
import { seedDemoData } from '../infra/local/seed/seed-demo-data';
import { startLocalStage } from '../infra/local/stage';
import { getListing, type Db } from '../lambdas/data/listings-repo';
import { listHomepageFeatured } from '../lambdas/domain/featured-listings';
import { measureGet, type LatencyFigures } from './http-load';
import { mean, round } from './stats';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
  },
});
// One JSON access-log line per request would drown the figures.
process.env.LOG_LEVEL ??= 'warn';
const count = Number(values.count);
const requests = Number(values.requests);
const CONCURRENCY = [1, 16];

async function capacityOf(db: Db, call: (db: Db) => Promise<unknown>, times = 20): Promise<number> {
  const units: number[] = [];
  const measured: Db = { ...db, onCapacity: (u) => units.push(u) };
  for (let i = 0; i < times; i++) await call(measured);
  return round(mean(units), 2);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vanyard-bench-'));
  const stage = await startLocalStage({
    port: await freePort(),
    dataDir,
    seed: false,
    log: () => {},
  });
  try {
    const dynamo = new DynamoDBClient({
      endpoint: stage.endpoints.dynamodb,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const db: Db = { client: DynamoDBDocumentClient.from(dynamo), tableName: stage.tableName };
    const s3 = new S3Client({
      endpoint: stage.endpoints.s3,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });

    console.log(`Seeding ${count.toLocaleString('en-GB')} listings...`);
    const seedStarted = Date.now();
    const seeded = await seedDemoData(
      { db, s3, imagesBucket: stage.buckets.images },
      { count, seed: Number(values.seed) },
    );
    const seedSeconds = round((Date.now() - seedStarted) / 1000);
    console.log(
      `Seeded ${seeded.listings} listings and ${seeded.images} images in ${seedSeconds}s`,
    );

    const featured = await listHomepageFeatured(db);
    const someId = featured[0]?.id;
    const scenarios: { name: string; path: string; rcu: number | null }[] = [
      {
        name: 'home featured',
        path: '/api/listings/featured',
        rcu: await capacityOf(db, (d) => listHomepageFeatured(d)),
      },
      { name: 'health', path: '/api/health', rcu: null },
    ];
    const detailRcu = someId ? await capacityOf(db, (d) => getListing(d, someId)) : null;

    const results: (LatencyFigures & { scenario: string; rcuPerRequest: number | null })[] = [];
    for (const scenario of scenarios) {
      await measureGet(stage.url + scenario.path, { requests: 20, concurrency: 4 }); // warm-up
      for (const concurrency of CONCURRENCY) {
        const figures = await measureGet(stage.url + scenario.path, { requests, concurrency });
        results.push({ scenario: scenario.name, rcuPerRequest: scenario.rcu, ...figures });
      }
    }

    console.log('\nscenario            clients  p50 ms  p95 ms  p99 ms  errors  RCU/request');
    for (const r of results) {
      console.log(
        `${r.scenario.padEnd(20)}${String(r.concurrency).padStart(7)}${String(r.p50).padStart(8)}${String(r.p95).padStart(8)}${String(r.p99).padStart(8)}${String(r.errors).padStart(8)}  ${r.rcuPerRequest ?? '-'}`,
      );
    }
    console.log(`listing by id (GetItem) RCU: ${detailRcu ?? '-'}`);

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      listings: seeded.listings,
      images: seeded.images,
      seedSeconds,
      requestsPerScenario: requests,
      results,
      readCapacity: { homeFeatured: scenarios[0]?.rcu ?? null, listingById: detailRcu },
    };
    writeFileSync(
      new URL('./results.json', import.meta.url),
      JSON.stringify(report, null, 2) + '\n',
    );
    console.log('\nWritten to bench/results.json');
    dynamo.destroy();
    s3.destroy();
  } finally {
    await stage.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
