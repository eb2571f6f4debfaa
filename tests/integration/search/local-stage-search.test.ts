import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import type { Db } from '#lambdas/platform/db';
import {
  getSearchIndex,
  resetSearchIndex,
  type SearchIndexDeps,
} from '#lambdas/search/projection/search-index-provider';
import { readLatestSnapshot } from '#lambdas/search/projection/snapshot-store';
import { aListing } from '../../support/listing-fixture';
import { startTestStage, type TestStage } from '../local-stage/test-stage';
import { putListing } from '#lambdas/listing/listing-writer';

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('local stage: the search projection follows the table', () => {
  let stage: TestStage;
  let db: Db;
  let deps: SearchIndexDeps;
  const clients: { destroy(): void }[] = [];

  beforeAll(async () => {
    // Its stream consumers in threads of their own, as `npm start` runs them (decision 054).
    stage = await startTestStage({ functionsIn: 'threads' });
    const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const dynamodb = new DynamoDBClient({ ...client, endpoint: stage.endpoints.dynamodb });
    const s3 = new S3Client({ ...client, endpoint: stage.endpoints.s3, forcePathStyle: true });
    clients.push(dynamodb, s3);
    db = { client: DynamoDBDocumentClient.from(dynamodb), tableName: stage.tableName };
    // What the search route's handler uses, with its default refresh (SEARCH_REFRESH_MS 1 s).
    deps = { db, s3, bucket: stage.buckets.search };
  });
  afterAll(async () => {
    clients.forEach((c) => c.destroy());
    await stage?.cleanup();
  });

  it('has a snapshot as soon as it has started, even with an empty table', async () => {
    const snapshot = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
    expect(snapshot?.docs).toEqual([]);
    expect((await getSearchIndex(deps)).size).toBe(0);
  });

  it('shows a listing written while it runs within a couple of seconds, with no help', async () => {
    await getSearchIndex(deps);
    await putListing(db, aListing({ id: 'written-live' }));
    const took = await eventually(
      async () => (await getSearchIndex(deps)).has('written-live'),
      3000,
    );
    expect(took).toBeLessThan(3000);
  });

  it('drains: once drain() resolves, the next refresh has every change', async () => {
    await putListing(db, aListing({ id: 'drained', price: 1234 }));
    await putListing(db, aListing({ id: 'written-live', approval_status: 'rejected' }));
    await stage.search.drain();
    resetSearchIndex();
    const index = await getSearchIndex({ ...deps, refreshMs: 0 });
    expect(index.has('drained')).toBe(true);
    expect(index.has('written-live')).toBe(false);
  });

  it('compacts on request, and rebuilds with the listing count', async () => {
    await stage.search.compact();
    const compacted = await readLatestSnapshot({ s3: deps.s3, bucket: deps.bucket });
    expect(compacted?.docs.map((d) => d.id)).toEqual(['drained']);
    await putListing(db, aListing({ id: 'second' }));
    expect(await stage.search.rebuild()).toEqual({ docs: 2, ms: expect.any(Number) });
  });
});
