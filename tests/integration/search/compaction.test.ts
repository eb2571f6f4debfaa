import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLogger } from '#infra/local/line-logger';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { LISTING_SK, listingPk } from '#shared/table-keys';
import { handler as compactHandler } from '#lambdas/handlers/compact-search-snapshot';
import { UnavailableError } from '#lambdas/platform/errors';
import {
  compactSearchSnapshot,
  type CompactionDeps,
} from '#lambdas/search/projection/compact-search-snapshot';
import { scanLiveSearchDocs } from '#lambdas/search/projection/scan-live-docs';
import {
  getSearchIndex,
  resetSearchIndex,
  SearchStartingError,
} from '#lambdas/search/projection/search-index-provider';
import {
  readLatestSnapshot,
  snapshotKey,
  SNAPSHOTS_KEPT,
} from '#lambdas/search/projection/snapshot-store';
import type { SearchDoc } from '#lambdas/search/types';
import { aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from './search-emulators';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { gunzipSync, gzipSync } from 'node:zlib';
import { encodeSnapshot } from '#lambdas/search/projection/snapshot-codec';
import { putListing, putListingsBatch } from '#lambdas/listing/listing-writer';

const quiet = lineLogger(() => undefined, 'test');
const byId = (docs: Iterable<SearchDoc>) =>
  [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe('search snapshots: compaction, rebuild and loading', () => {
  let emulators: SearchEmulators;
  let deps: CompactionDeps;
  const live = async () => byId(await scanLiveSearchDocs(emulators.db, quiet));

  beforeAll(async () => {
    emulators = await startSearchEmulators();
    deps = { db: emulators.db, s3: emulators.s3, bucket: emulators.bucket, log: quiet };
    await putListingsBatch(
      emulators.db,
      Array.from({ length: 60 }, (_, i) =>
        aListing({
          id: `seeded-${String(i).padStart(2, '0')}`,
          price: 5000 + i * 250,
          // Every tenth is not live: the projection must leave it out.
          ...(i % 10 === 0 ? { approval_status: 'pending' as const } : {}),
        }),
      ),
    );
    await emulators.poller.drain();
  });
  afterAll(async () => {
    resetSearchIndex();
    await emulators?.stop();
  });

  it('answers 503 (SearchStartingError) while no snapshot exists, without scanning', async () => {
    resetSearchIndex();
    const empty = await emulators.newBucket('vanyard-test-search-empty');
    const meter = meterCapacity(emulators.db.client);
    const error = await getSearchIndex({
      db: emulators.db,
      s3: emulators.s3,
      bucket: empty,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchStartingError);
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as Error).message).toBe('Search is starting up, please try again in a minute');
    const used = meter.take();
    meter.stop();
    expect(used.readRequests).toEqual([]);
  });

  it('rebuilds from the table when there is no snapshot: exactly the live listings', async () => {
    const result = await compactSearchSnapshot(deps);
    expect(result).toMatchObject({ mode: 'rebuilt', docs: 54, applied: 0 });
    const snapshot = await readLatestSnapshot(emulators);
    expect(byId(snapshot!.docs)).toEqual(await live());
  });

  it('folds later changes into a new snapshot equal to the live set', async () => {
    await putListing(
      emulators.db,
      aListing({ id: 'seeded-01', price: 1, updated_at: new Date().toISOString() }),
    );
    await putListing(emulators.db, aListing({ id: 'seeded-02', status: 'sold' }));
    await putListing(emulators.db, aListing({ id: 'seeded-10' })); // approved now
    await putListing(emulators.db, aListing({ id: 'brand-new' }));
    await emulators.db.client.send(
      new DeleteCommand({
        TableName: emulators.db.tableName,
        Key: { PK: listingPk('seeded-03'), SK: LISTING_SK },
      }),
    );
    await emulators.poller.drain();

    // The scheduled handler itself, with the environment the stack gives it.
    const result = await compactHandler();
    expect(result).toMatchObject({ mode: 'compacted', docs: 54 });
    // The five changes, plus the seeding's entries the snapshot's overlap reads again.
    expect(result.applied).toBeGreaterThanOrEqual(5);
    const snapshot = await readLatestSnapshot(emulators);
    expect(snapshot!.key).toBe(result.key);
    expect(byId(snapshot!.docs)).toEqual(await live());
    expect(snapshot!.docs.find((d) => d.id === 'seeded-01')?.price).toBe(1);
  });

  it('starts a search index from the snapshot plus the log, equal to one built fresh', async () => {
    await putListing(emulators.db, aListing({ id: 'after-snapshot', price: 4321 }));
    await putListing(emulators.db, aListing({ id: 'seeded-04', price: 777 }));
    await putListing(emulators.db, aListing({ id: 'seeded-05', approval_status: 'rejected' }));
    await emulators.poller.drain();

    resetSearchIndex();
    const index = await getSearchIndex({
      db: emulators.db,
      s3: emulators.s3,
      bucket: emulators.bucket,
    });
    expect(byId(index.docs())).toEqual(await live());
    expect(index.size).toBe((await live()).length);
  });

  it('refuses a format-2 snapshot (before the van specification): 503 until compaction rebuilds it', async () => {
    // What the bucket holds after a deploy of format 3 over format 2 (decision 060).
    const current = await readLatestSnapshot(emulators);
    const encoded = JSON.parse(
      gunzipSync(encodeSnapshot({ ...current!, docs: await live() })).toString('utf8'),
    );
    const key = snapshotKey(Date.now(), current!.cursor);
    await emulators.s3.send(
      new PutObjectCommand({
        Bucket: emulators.bucket,
        Key: key,
        Body: gzipSync(JSON.stringify({ ...encoded, version: 2 })),
      }),
    );
    // Search refuses it whole: 'starting' (503, retry), never an index with the van columns empty.
    resetSearchIndex();
    const searchDeps = { db: emulators.db, s3: emulators.s3, bucket: emulators.bucket };
    await expect(getSearchIndex(searchDeps)).rejects.toBeInstanceOf(SearchStartingError);
    // Compaction rebuilds it from the table; search then loads it.
    const result = await compactSearchSnapshot(deps);
    expect(result.mode).toBe('rebuilt');
    const rebuilt = await readLatestSnapshot(emulators);
    expect(byId(rebuilt!.docs)).toEqual(await live());
    resetSearchIndex();
    const index = await getSearchIndex(searchDeps);
    expect(index.size).toBe((await live()).length);
  });

  it('reads a format-4 snapshot (before price cuts) at once, and compaction rebuilds it with the cuts', async () => {
    // What the bucket holds after a deploy of format 5 over format 4 (decision 077).
    const cut = { at: new Date().toISOString(), from: 9_000, to: 8_500 };
    await putListing(emulators.db, aListing({ id: 'cut-van', price: 8_500, price_changes: [cut] }));
    await emulators.poller.drain();
    await compactSearchSnapshot(deps);
    const current = await readLatestSnapshot(emulators);
    expect(current!.docs.find((doc) => doc.id === 'cut-van')?.price_cut_at).toBe(
      Date.parse(cut.at),
    );
    const encoded = JSON.parse(gunzipSync(encodeSnapshot(current!)).toString('utf8'));
    const { price_cut_at: _dropped, ...columns } = encoded.columns;
    await emulators.s3.send(
      new PutObjectCommand({
        Bucket: emulators.bucket,
        Key: snapshotKey(Date.now(), current!.cursor),
        Body: gzipSync(JSON.stringify({ ...encoded, version: 4, columns })),
      }),
    );
    // Search answers from it (no 503), without the cuts it cannot know.
    resetSearchIndex();
    const searchDeps = { db: emulators.db, s3: emulators.s3, bucket: emulators.bucket };
    const older = await getSearchIndex(searchDeps);
    expect(older.size).toBe((await live()).length);
    expect(older.get('cut-van')?.price_cut_at).toBeNull();
    // Compaction rebuilds rather than folding the log into it: the cut is back.
    const result = await compactSearchSnapshot(deps);
    expect(result).toMatchObject({ mode: 'rebuilt', reason: 'the newest snapshot is format 4' });
    const rebuilt = await readLatestSnapshot(emulators);
    expect(rebuilt!.version).toBe(5);
    expect(byId(rebuilt!.docs)).toEqual(await live());
    expect(rebuilt!.docs.find((doc) => doc.id === 'cut-van')?.price_cut_at).toBe(
      Date.parse(cut.at),
    );
  });

  it('keeps the newest snapshots only, and the newest is always the one read', async () => {
    for (let i = 0; i < SNAPSHOTS_KEPT + 2; i++) await compactSearchSnapshot(deps);
    const listed = await emulators.s3.send(
      new ListObjectsV2Command({ Bucket: emulators.bucket, Prefix: 'snapshots/' }),
    );
    expect(listed.Contents).toHaveLength(SNAPSHOTS_KEPT + 1);
    const last = await compactSearchSnapshot(deps);
    expect((await readLatestSnapshot(emulators))!.key).toBe(last.key);
  });

  it('refreshes with one query that reads nothing once the overlap holds no entries', async () => {
    resetSearchIndex();
    const meter = meterCapacity(emulators.db.client);
    // A clock a minute ahead: everything written so far is older than the re-read overlap,
    // as it is in a container that has been up for a while.
    const now = () => Date.now() + 60_000;
    const measured = {
      db: emulators.db,
      s3: emulators.s3,
      bucket: emulators.bucket,
      refreshMs: 0,
      now,
    };
    await getSearchIndex(measured);
    meter.take();
    for (let i = 0; i < 5; i++) await getSearchIndex(measured);
    const units = meter.take().readRequests;
    meter.stop();
    // One Query a refresh. DynamoDB bills an empty eventually consistent Query 0.5 RCU;
    // DynamoDB Local reports 0 for it.
    expect(units).toHaveLength(5);
    for (const unit of units) expect(unit).toBeLessThanOrEqual(0.5);
  });
});
