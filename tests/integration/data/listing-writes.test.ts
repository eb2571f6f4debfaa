import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { getListing, incrementViews } from '#lambdas/listing/listing-repo';
import {
  getCountersOf,
  getListingTally,
  setListingTallies,
  talliesOf,
} from '#lambdas/listing/listing-state-repo';
import { listingKey, viewsKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListingsBatch, replaceListing } from '#lambdas/listing/listing-writer';

describe('listing writes on DynamoDB Local: the view counter and an edit', () => {
  let table: LocalTable;
  const read = (key: { PK: string; SK: string }) =>
    table.db.client.send(new GetCommand({ TableName: table.db.tableName, Key: key }));

  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-writes');
    await putListingsBatch(table.db, [
      aListing({ id: 'plain', views: 4 }),
      aListing({ id: 'unseen', views: 0 }),
      aListing({ id: 'sold', status: 'sold', views: 2 }),
    ]);
  });

  afterAll(async () => {
    await table?.stop();
  });

  it('keeps views out of the listing item, in a counter written only when there are views', async () => {
    expect((await read(listingKey('plain'))).Item).not.toHaveProperty('views');
    expect((await read(viewsKey('plain'))).Item?.views).toBe(4);
    expect((await read(viewsKey('unseen'))).Item).toBeUndefined();
    expect((await getListing(table.db, 'unseen'))?.views).toBe(0);
  });

  it('counts a view with one small write (1 WCU), only for a live listing', async () => {
    const meter = meterCapacity(table.db.client);
    expect(await incrementViews(table.db, 'unseen')).toBe(true);
    const used = meter.take();
    expect(await incrementViews(table.db, 'sold')).toBe(false);
    expect(await incrementViews(table.db, 'no-such-van')).toBe(false);
    const refused = meter.take();
    meter.stop();
    expect(used.writeRequests).toEqual([1]);
    expect(used.writeUnitsByIndex).toEqual({ table: 1 });
    expect(refused.writeRequests).toEqual([]);
    expect((await getListing(table.db, 'unseen'))?.views).toBe(1);
    expect((await getListing(table.db, 'sold'))?.views).toBe(2);
  });

  it('reads the counters of a dealer-sized stock, more than one BatchGetItem holds', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => `many-${i}`);
    await putListingsBatch(
      table.db,
      ids.map((id, i) => aListing({ id, views: i % 2 === 0 ? i + 1 : 0 })),
    );
    const counters = await getCountersOf(table.db, [...ids, ...ids.slice(0, 10)]);
    // Listings never viewed have no counter item: only the 125 viewed ones come back.
    expect(counters.size).toBe(125);
    expect(counters.get('many-0')?.views).toBe(1);
    expect(counters.get('many-248')?.views).toBe(249);
    expect(counters.has('many-1')).toBe(false);
  });

  it('replaces a listing only over the version read, leaving the view count', async () => {
    const before = (await getListing(table.db, 'plain'))!;
    const edited = {
      ...before,
      price: 12_345,
      description: 'New',
      updated_at: '2026-11-25T10:00:00.000Z',
    };
    const meter = meterCapacity(table.db.client);
    expect(await replaceListing(table.db, before, edited)).toBe('replaced');
    const used = meter.take();
    meter.stop();
    expect(await getListing(table.db, 'plain')).toEqual(edited);
    // The price is a My Listings row field: the owner index follows. The moderation index sorts
    // by the last change and the admin mirror by the last write: both move. Neither the geo
    // nor the featured index does (a listing that is not boosted).
    expect(Object.keys(used.writeUnitsByIndex).sort()).toEqual(['GSI1', 'GSI2', 'GSI3', 'table']);
    // A writer still holding the old version changes nothing.
    expect(await replaceListing(table.db, before, { ...before, price: 1 })).toBe('stale');
    expect((await getListing(table.db, 'plain'))?.price).toBe(12_345);
  });

  it('moves a sold listing to the Sold tab key and keeps the tally in step', async () => {
    const owner = 'tally-owner';
    const listings = [
      aListing({ id: 'tally-a', user_id: owner }),
      aListing({ id: 'tally-b', user_id: owner }),
    ];
    expect(await getListingTally(table.db, owner)).toEqual({ active: 0, sold: 0 });
    await putListingsBatch(table.db, listings);
    await setListingTallies(table.db, talliesOf(listings));
    expect(await getListingTally(table.db, owner)).toEqual({ active: 2, sold: 0 });
    const before = (await getListing(table.db, 'tally-a'))!;
    const soldAt = '2026-11-25T11:00:00.000Z';
    expect(
      await replaceListing(table.db, before, { ...before, status: 'sold', updated_at: soldAt }),
    ).toBe('replaced');
    expect((await read(listingKey('tally-a'))).Item?.GSI1SK).toBe(`S#${soldAt}#tally-a`);
    expect(await getListingTally(table.db, owner)).toEqual({ active: 1, sold: 1 });
  });
});
