import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LISTING_SK, listingPk } from '#shared/table-keys';
import { getListing, incrementViews } from '#lambdas/listing/listing-repo';
import { compactSearchSnapshot } from '#lambdas/search/projection/compact-search-snapshot';
import {
  getSearchIndex,
  resetSearchIndex,
  type SearchIndexDeps,
} from '#lambdas/search/projection/search-index-provider';
import { readSearchLog } from '#lambdas/search/projection/read-search-log';
import type { SearchDoc } from '#lambdas/search/types';
import type { Listing } from '#shared/listing';
import { aListing } from '../../support/listing-fixture';
import { lineLogger } from '#infra/local/line-logger';
import { startSearchEmulators, type SearchEmulators } from './search-emulators';
import { putListing } from '#lambdas/listing/listing-writer';

describe('search projection: table stream -> projector -> log -> search index', () => {
  let emulators: SearchEmulators;
  let deps: SearchIndexDeps;
  const docOf = async (id: string): Promise<SearchDoc | undefined> => {
    const index = await getSearchIndex(deps);
    return [...index.docs()].find((doc) => doc.id === id);
  };
  const write = async (listing: Listing) => {
    await putListing(emulators.db, listing);
    await emulators.poller.drain();
  };
  let clock = 0;
  const later = () => new Date(Date.parse('2026-11-20T10:00:00Z') + ++clock * 1000).toISOString();

  beforeAll(async () => {
    emulators = await startSearchEmulators();
    // An empty snapshot, as a new stage's first compaction writes: the index starts empty.
    await compactSearchSnapshot({
      db: emulators.db,
      s3: emulators.s3,
      bucket: emulators.bucket,
      log: lineLogger(() => undefined, 'test'),
    });
    deps = { db: emulators.db, s3: emulators.s3, bucket: emulators.bucket, refreshMs: 0 };
  });
  afterAll(async () => {
    resetSearchIndex();
    await emulators?.stop();
  });
  beforeEach(() => resetSearchIndex());

  it('adds a new live listing', async () => {
    const listing = aListing({ id: 'new-live', updated_at: later() });
    await write(listing);
    expect(await docOf('new-live')).toMatchObject({ id: 'new-live', price: listing.price });
  });

  it('follows a price change, and a later one, in order', async () => {
    const listing = aListing({ id: 'repriced', price: 20000, updated_at: later() });
    await write(listing);
    await getSearchIndex(deps);
    await write({ ...listing, price: 18500, updated_at: later() });
    expect((await docOf('repriced'))?.price).toBe(18500);
    await write({ ...listing, price: 17250, updated_at: later() });
    expect((await docOf('repriced'))?.price).toBe(17250);
  });

  it('removes a listing moderation un-approves, and adds it back when approved again', async () => {
    const listing = aListing({ id: 'unapproved', updated_at: later() });
    await write(listing);
    expect(await docOf('unapproved')).toBeDefined();
    await write({ ...listing, approval_status: 'pending', updated_at: later() });
    expect(await docOf('unapproved')).toBeUndefined();
    await write({ ...listing, approval_status: 'approved', updated_at: later() });
    expect(await docOf('unapproved')).toBeDefined();
  });

  it('removes a sold listing and a deleted one', async () => {
    const sold = aListing({ id: 'to-sell', updated_at: later() });
    const deleted = aListing({ id: 'to-delete', updated_at: later() });
    await write(sold);
    await write(deleted);
    await write({ ...sold, status: 'sold', updated_at: later() });
    await emulators.db.client.send(
      new DeleteCommand({
        TableName: emulators.db.tableName,
        Key: { PK: listingPk('to-delete'), SK: LISTING_SK },
      }),
    );
    await emulators.poller.drain();
    expect(await docOf('to-sell')).toBeUndefined();
    expect(await docOf('to-delete')).toBeUndefined();
  });

  it('writes no log entry when a view is counted (the counter item, not the listing)', async () => {
    const listing = aListing({ id: 'viewed', updated_at: later() });
    await write(listing);
    await emulators.poller.drain();
    const before = await emulators.logCount();
    for (let i = 0; i < 3; i++) expect(await incrementViews(emulators.db, 'viewed')).toBe(true);
    await emulators.poller.drain();
    expect(await emulators.logCount()).toBe(before);
    expect((await getListing(emulators.db, 'viewed'))?.views).toBe(3);
  });

  it('writes nothing for listings that are not live before or after, nor for other items', async () => {
    const before = await emulators.logCount();
    const pending = aListing({
      id: 'still-pending',
      approval_status: 'pending',
      updated_at: later(),
    });
    await write(pending);
    await write({ ...pending, price: 1, updated_at: later() });
    await emulators.db.client.send(
      new UpdateCommand({
        TableName: emulators.db.tableName,
        Key: { PK: 'POSTCODE#LS1', SK: 'POSTCODE' },
        UpdateExpression: 'SET latitude = :lat',
        ExpressionAttributeValues: { ':lat': 53.8 },
      }),
    );
    await emulators.poller.drain();
    expect(await emulators.logCount()).toBe(before);
    expect(await docOf('still-pending')).toBeUndefined();
  });

  it('stamps each log entry with the stream sequence number and an expiry days out', async () => {
    const listing = aListing({ id: 'stamped', updated_at: later() });
    const writtenAfter = Date.now();
    await write(listing);
    const { entries } = await readSearchLog(emulators.db, writtenAfter - 1000, {
      consistent: true,
    });
    const entry = entries.find((e) => e.id === 'stamped');
    expect(entry).toMatchObject({ op: 'upsert', seq: expect.stringMatching(/^\d+$/) });
    expect(entry!.at).toBeGreaterThanOrEqual(writtenAfter);
  });
});
