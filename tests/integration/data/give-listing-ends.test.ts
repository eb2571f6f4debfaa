import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveListingEnds, giveListingEndsOnce } from '#infra/local/upgrades/give-listing-ends';
import { getListing } from '#lambdas/listing/listing-repo';
import { getCountersOf } from '#lambdas/listing/listing-state-repo';
import { putListing } from '#lambdas/listing/listing-writer';
import { EXPIRY_REMINDER_DAYS } from '#shared/listing-expiry';
import { expiryPk, INDEX, INDEX_KEYS } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const DAY = 86_400_000;

// `npm run data:upgrade` for listings written before expiry (decision 072): live ones get an
// end through the listing writer (index keys and My Listings' copies with it), spread after
// the reminder window; nothing else changes, and a second run changes nothing.
describe('giving kept listings the end of their advert', () => {
  let table: LocalTable;
  const old = Array.from({ length: 20 }, (_, i) =>
    aListing({
      id: `old-${i}`,
      created_at: '2025-06-01T09:00:00.000Z',
      updated_at: '2025-06-01T09:00:00.000Z',
    }),
  );
  const fresh = aListing({ id: 'fresh', created_at: new Date(Date.now() - 5 * DAY).toISOString() });
  const sold = aListing({ id: 'sold', status: 'sold' });
  const pending = aListing({ id: 'pending', approval_status: 'pending' });
  const ended = aListing({ id: 'has-end', live_until: '2027-03-01T00:00:00.000Z' });

  beforeAll(async () => {
    table = await startLocalTable('vanyard-test-listing-ends');
    for (const listing of [...old, fresh, sold, pending, ended])
      await putListing(table.db, listing);
  });

  afterAll(async () => {
    await table?.stop();
  });

  it('gives each live listing an end after the reminder window, spread, and leaves the rest', async () => {
    const before = Date.now();
    expect(await giveListingEndsOnce(table.db)).toBe(21);
    const ends = await Promise.all(
      old.map(async (l) => (await getListing(table.db, l.id))!.live_until!),
    );
    for (const end of ends) {
      expect(Date.parse(end)).toBeGreaterThan(before + EXPIRY_REMINDER_DAYS * DAY);
      expect(Date.parse(end)).toBeLessThanOrEqual(before + 61 * DAY);
    }
    expect(new Set(ends.map((end) => end.slice(0, 10))).size).toBeGreaterThan(10);
    // Counted from its creation when that is far enough ahead.
    expect((await getListing(table.db, 'fresh'))?.live_until).toBe(
      new Date(Date.parse(fresh.created_at) + 60 * DAY).toISOString(),
    );
    expect((await getListing(table.db, 'sold'))?.live_until).toBeUndefined();
    expect((await getListing(table.db, 'pending'))?.live_until).toBeUndefined();
    expect((await getListing(table.db, 'has-end'))?.live_until).toBe(ended.live_until);
    // My Listings' copy, and the expiry index, follow.
    expect((await getCountersOf(table.db, ['old-0'])).get('old-0')?.live_until).toBe(ends[0]);
    let indexed = 0;
    for (let shard = 0; shard < 8; shard++) {
      const { Items = [] } = await table.db.client.send(
        new QueryCommand({
          TableName: table.db.tableName,
          IndexName: INDEX.expiry,
          KeyConditionExpression: `${INDEX_KEYS.expiry.pk} = :pk`,
          ExpressionAttributeValues: { ':pk': expiryPk(shard) },
        }),
      );
      indexed += Items.length;
    }
    expect(indexed).toBe(22);
  });

  it('runs once per table on start, and a second data:upgrade changes nothing', async () => {
    expect(await giveListingEndsOnce(table.db)).toBeUndefined();
    const version = (await getListing(table.db, 'old-3'))?.updated_at;
    expect(await giveListingEnds(table.db)).toBe(0);
    expect((await getListing(table.db, 'old-3'))?.updated_at).toBe(version);
  });
});
