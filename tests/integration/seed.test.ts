import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '#infra/stack/definitions/buckets';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
  type RunningEmulator,
} from '#infra/local/stage/emulators/dynamodb';
import { startS3Local } from '#infra/local/stage/emulators/s3';
import { provisionTable } from '#infra/local/stage/provision-table';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { extraCounts } from '#infra/local/demo-data/plan';
import { seedDemoData, type SeedResult } from '#infra/local/demo-data/seed-demo-data';
import type { Db } from '#lambdas/platform/db';
import { getListing, queryHomepageFeatured } from '#lambdas/listing/listing-repo';
import { isHomepageFeatured, isLive, type Listing } from '#shared/listing';
import { INDEX, listingIdOf, ownerPk } from '#shared/table-keys';

const TABLE = 'vanyard-seed-test';
const BUCKET = 'vanyard-seed-test-images';
const NOW = new Date('2026-11-22T12:00:00Z');
const COUNT = 60;
const SEED = 5;

describe('seedDemoData against DynamoDB Local and s3rver', () => {
  let dynamo: RunningEmulator;
  let s3local: RunningEmulator;
  let dir: string;
  let db: Db;
  let s3: S3Client;
  let result: SeedResult;
  let expected: Listing[];
  const progress: [number, number][] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vanyard-seed-test-'));
    [dynamo, s3local] = await Promise.all([
      startDynamoDbLocal(),
      startS3Local({ dataDir: join(dir, 's3'), buckets: [BUCKET] }),
    ]);
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await provisionTable(client, TABLE);
    db = { client: DynamoDBDocumentClient.from(client), tableName: TABLE };
    s3 = new S3Client({
      endpoint: s3local.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
    });
    result = await seedDemoData(
      { db, s3, imagesBucket: BUCKET },
      {
        count: COUNT,
        seed: SEED,
        now: NOW,
        onProgress: (done, total) => progress.push([done, total]),
      },
    );
    expected = generateDemoListings({ count: COUNT, seed: SEED, now: NOW }).map(
      (item) => item.listing,
    );
  });

  afterAll(async () => {
    db?.client.destroy();
    s3?.destroy();
    await Promise.allSettled([dynamo?.stop(), s3local?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reports every listing and image it wrote, with progress up to the total', () => {
    expect(result.listings).toBe(expected.length);
    // And the demo dealer's vans ending this week or ended, live until the stage's expiry run
    // (decision 072).
    const { ending, ended } = extraCounts(COUNT);
    expect(expected.filter(isLive)).toHaveLength(COUNT + ending + ended);
    const photos = expected.reduce((sum, l) => sum + l.image_urls.length, 0);
    expect(result.images).toBe(photos * IMAGE_WIDTHS.length);
    expect(progress.at(-1)).toEqual([expected.length, expected.length]);
  });

  it('stores every listing, readable by key exactly as generated', async () => {
    for (const listing of expected) {
      expect(await getListing(db, listing.id)).toEqual(listing);
    }
  });

  it("finds each seller's listings on the owner index (GSI1), newest first", async () => {
    const sellers = [...new Set(expected.map((l) => l.user_id))];
    let found = 0;
    for (const seller of sellers) {
      const { Items = [] } = await db.client.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: INDEX.owner,
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': ownerPk(seller) },
          ScanIndexForward: false,
        }),
      );
      // The owner index carries the keys and the My Listings row (OWNER_ROW_ATTRIBUTES);
      // active listings sort newest first under A#, sold ones under S#.
      const listings = Items.map((item) => ({
        id: listingIdOf(String(item.PK))!,
        created_at: String(item.created_at),
        sk: String(item.GSI1SK),
      }));
      expect(listings.map((l) => l.id).sort()).toEqual(
        expected
          .filter((l) => l.user_id === seller)
          .map((l) => l.id)
          .sort(),
      );
      const created = listings.filter((l) => l.sk.startsWith('A#')).map((l) => l.created_at);
      expect(created).toEqual([...created].sort().reverse());
      found += listings.length;
    }
    expect(found).toBe(expected.length);
  });

  it('serves the home page boosts from the featured index (GSI5)', async () => {
    const featured = await queryHomepageFeatured(db, NOW, 20);
    const wanted = expected.filter((l) => isLive(l) && isHomepageFeatured(l, NOW));
    expect(wanted.length).toBeGreaterThanOrEqual(3);
    expect(featured.map((l) => l.id).sort()).toEqual(wanted.map((l) => l.id).sort());
    const expiries = featured.map((l) => l.boost_expires ?? '');
    expect(expiries).toEqual([...expiries].sort().reverse());
  });

  it('puts every photo in the bucket at its image_urls key as a 640 px WebP', async () => {
    for (const listing of expected) {
      for (const url of listing.image_urls) {
        const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: url.slice(1) }));
        expect(object.ContentType).toBe('image/webp');
        const meta = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });
      }
    }
  });

  it('stores the 320 and 1280 px variants beside each 640 one', async () => {
    const [first] = expected;
    for (const url of first!.image_urls) {
      for (const width of [320, 1280]) {
        const key = url.slice(1).replace(/640\.webp$/, `${width}.webp`);
        const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        expect(head.ContentLength).toBeGreaterThan(500);
      }
    }
  });
});
