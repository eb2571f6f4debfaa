import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMotHistoryStandIn, MOT_TOKEN_PATH } from '#infra/local/stand-ins/mot-history';
import { standInListener } from '#infra/local/stand-ins/stand-in-http';
import type { DvsaMotTest, DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import { fetchOnListingChange, type MotFetchDeps } from '#lambdas/vehicle/fetch-mot-history';
import { createMotHistoryClient } from '#lambdas/vehicle/mot-history-client';
import {
  getListingWithMotHistory,
  getStoredMotHistory,
  NEVER_FETCHED,
} from '#lambdas/vehicle/mot-history-repo';
import { refreshMotHistories } from '#lambdas/vehicle/refresh-mot-histories';
import { mileageFlagOf, mileageFlagsOf } from '#lambdas/vehicle';
import { deleteListingItems, listingItem } from '#lambdas/listing/listing-writer';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import type { Listing } from '#shared/listing';
import { MOT_DUE_PK, motHistoryKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';

const credentials = { clientId: 'vanyard-local', clientSecret: 'secret', apiKey: 'key' };
const DAY = 86_400_000;

/** A van tested every year for fifteen years, with the advisories an old van collects. */
function fifteenTests(): DvsaMotTest[] {
  return Array.from({ length: 15 }, (_, i) => ({
    completedDate: `${2025 - i}-03-0${1 + (i % 8)}T10:00:00.000Z`,
    testResult: i % 4 === 3 ? 'FAILED' : 'PASSED',
    expiryDate: `${2026 - i}-02-28`,
    odometerValue: String(180_000 - i * 11_500),
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    defects: [
      { text: 'Nearside front tyre worn close to legal limit (5.2.3 (e))', type: 'ADVISORY' },
      { text: 'Offside rear brake pipe slightly corroded (1.1.11 (c))', type: 'ADVISORY' },
      { text: 'Exhaust has a minor leak of exhaust gases (6.1.2 (a))', type: 'MINOR' },
      ...(i % 4 === 3
        ? [{ text: 'Offside headlamp aim too high (4.1.2 (a))', type: 'MAJOR' }]
        : []),
    ],
  }));
}

const vans = new Map<string, DvsaVehicle>([
  ['AB19CDE', { registration: 'AB19CDE', model: 'TRANSIT CUSTOM', motTests: fifteenTests() }],
  ['CD68EFG', { registration: 'CD68EFG', model: 'SPRINTER', motTests: fifteenTests().slice(0, 2) }],
]);

let table: LocalTable;
let server: Server;
let deps: MotFetchDeps;
let now = new Date('2026-06-01T12:00:00.000Z');
let serviceUp = true;

beforeAll(async () => {
  table = await startLocalTable();
  const standIn = createMotHistoryStandIn({ ...credentials, vehicles: vans });
  const listener = standInListener(standIn);
  server = createServer((req, res) => {
    if (serviceUp) return listener(req, res);
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  deps = {
    db: table.db,
    motHistory: createMotHistoryClient({
      ...credentials,
      apiUrl: base,
      tokenUrl: `${base}${MOT_TOKEN_PATH}`,
      scope: 'https://tapi.dvsa.gov.uk/.default',
    }),
    now: () => now,
  };
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await table?.stop();
});

async function store(listing: Listing) {
  await table.db.client.send(
    new PutCommand({ TableName: table.db.tableName, Item: listingItem(listing, new Date()) }),
  );
  return listing;
}

async function dueOf(id: string): Promise<string[]> {
  const { Items = [] } = await table.db.client.send(
    new QueryCommand({
      TableName: table.db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': MOT_DUE_PK },
    }),
  );
  return Items.filter((item) => item.listing_id === id).map((item) => String(item.SK));
}

const noWait = { sleep: async () => undefined, requestIntervalMs: 0 };

describe('the MOT history kept with a listing', () => {
  it('is fetched when a listing with a plate is approved, and read with it in one Query of at most 3 RCU', async () => {
    // In review before the service answered (or before this feature): approval fetches it.
    const pending = aListing({ registration: 'AB19CDE', approval_status: 'pending' });
    const approved = await store({ ...pending, approval_status: 'approved' });

    expect(await fetchOnListingChange(deps, pending, approved)).toBe('stored');

    const stored = await getStoredMotHistory(table.db, approved.id);
    expect(stored).toMatchObject({ registration: 'AB19CDE', model: 'TRANSIT CUSTOM' });
    expect(stored?.tests).toHaveLength(15);
    expect(stored?.tests[0]).toMatchObject({ date: '2025-03-01', mileage: 180_000 });
    expect(await dueOf(approved.id)).toEqual([`${now.toISOString()}#${approved.id}`]);

    const meter = meterCapacity(table.db.client, { minimumReadUnits: 0.5 });
    const read = await getListingWithMotHistory(table.db, approved.id);
    const used = meter.take();
    meter.stop();
    expect(read?.listing.id).toBe(approved.id);
    expect(read?.motHistory?.tests).toHaveLength(15);
    expect(used.readRequests).toHaveLength(1);
    expect(used.readUnits).toBeLessThanOrEqual(3);
    // The whole detail read: this Query and the seller's profile (0.5).
    expect(used.readUnits + 0.5).toBeLessThanOrEqual(3);
  });

  it('is fetched when a listing is sent for review, and not again at its approval the same day', async () => {
    const draft = aListing({ registration: 'CD68EFG', approval_status: 'draft' });
    const pending = await store({ ...draft, approval_status: 'pending' });
    expect(await fetchOnListingChange(deps, draft, pending)).toBe('stored');
    expect(
      await fetchOnListingChange(deps, pending, { ...pending, approval_status: 'approved' }),
    ).toBe('skipped');
    // An edit that leaves the plate as it is fetches nothing either.
    const edited = { ...pending, mileage: 1 };
    expect(await fetchOnListingChange(deps, pending, edited)).toBe('skipped');
  });

  it('is not fetched for a listing without a plate, or a draft', async () => {
    const noPlate = aListing({ registration: null });
    expect(await fetchOnListingChange(deps, undefined, noPlate)).toBe('skipped');
    const draft = aListing({ registration: 'AB19CDE', approval_status: 'draft' });
    expect(await fetchOnListingChange(deps, undefined, draft)).toBe('skipped');
    expect(await getStoredMotHistory(table.db, draft.id)).toBeUndefined();
  });

  it('records no tests for a van the DVSA has none for (under three years old)', async () => {
    const young = await store(aListing({ registration: 'XY25NEW' }));
    expect(await fetchOnListingChange(deps, undefined, young)).toBe('stored');
    expect((await getStoredMotHistory(table.db, young.id))?.tests).toEqual([]);
  });

  it('queues a listing whose first fetch failed, and the next refresh fetches it', async () => {
    const listing = await store(aListing({ registration: 'CD68EFG' }));
    serviceUp = false;
    try {
      expect(await fetchOnListingChange(deps, undefined, listing)).toBe('kept');
    } finally {
      serviceUp = true;
    }
    expect(await getStoredMotHistory(table.db, listing.id)).toBeUndefined();
    expect(await dueOf(listing.id)).toEqual([`${NEVER_FETCHED}#${listing.id}`]);

    await refreshMotHistories(deps, noWait);

    expect((await getStoredMotHistory(table.db, listing.id))?.tests).toHaveLength(2);
    expect(await dueOf(listing.id)).toEqual([`${now.toISOString()}#${listing.id}`]);
  });

  it('hides a copy fetched for another plate once the plate changes', async () => {
    const listing = await store(aListing({ registration: 'AB19CDE' }));
    await fetchOnListingChange(deps, undefined, listing);
    await store({ ...listing, registration: 'ZZ99ZZZ' });
    expect((await getListingWithMotHistory(table.db, listing.id))?.motHistory).toBeUndefined();
  });
});

describe('the moderators’ mileage flag', () => {
  it('flags a mileage below the stored record, and judges an edited mileage again', async () => {
    // AB19CDE's highest reading is 180,000 miles.
    const low = await store(aListing({ registration: 'AB19CDE', mileage: 150_000 }));
    const fine = await store(aListing({ registration: 'AB19CDE', mileage: 181_000 }));
    const none = await store(aListing({ registration: null }));
    await fetchOnListingChange(deps, undefined, low);
    await fetchOnListingChange(deps, undefined, fine);

    const flags = await mileageFlagsOf(table.db, [low, fine, none]);
    expect([...flags.keys()]).toEqual([low.id]);
    expect(flags.get(low.id)).toEqual({
      advertised: 150_000,
      last_reading: 180_000,
      last_reading_date: '2025-03-01',
    });

    const edited = await store({ ...low, mileage: 180_000 });
    expect(await mileageFlagOf(table.db, edited)).toBeNull();
    expect(await mileageFlagOf(table.db, { ...edited, mileage: 179_999 })).toMatchObject({
      last_reading: 180_000,
    });
  });
});

describe('the MOT history refresh', () => {
  it('refreshes copies older than a week, skips fresh ones and drops listings no longer live', async () => {
    now = new Date('2026-07-01T12:00:00.000Z');
    const stale = await store(aListing({ registration: 'AB19CDE' }));
    const sold = await store(aListing({ registration: 'CD68EFG' }));
    await fetchOnListingChange(deps, undefined, stale);
    await fetchOnListingChange(deps, undefined, sold);
    await store({ ...sold, status: 'sold' });

    now = new Date(now.getTime() + 3 * DAY);
    const fresh = await store(aListing({ registration: 'AB19CDE' }));
    await fetchOnListingChange(deps, undefined, fresh);
    const freshAt = now.toISOString();

    now = new Date(now.getTime() + 5 * DAY);
    const result = await refreshMotHistories(deps, noWait);

    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect((await getStoredMotHistory(table.db, stale.id))?.fetched_at).toBe(now.toISOString());
    expect(await dueOf(stale.id)).toEqual([`${now.toISOString()}#${stale.id}`]);
    // Fetched five days ago: not yet.
    expect((await getStoredMotHistory(table.db, fresh.id))?.fetched_at).toBe(freshAt);
    // Sold: out of the queue, its copy kept for the advert's unavailable view to ignore.
    expect(await dueOf(sold.id)).toEqual([]);

    // Idempotent: a second run at once finds nothing due.
    expect(await refreshMotHistories(deps, noWait)).toMatchObject({ refreshed: 0, failed: 0 });
  });

  it('keeps the stored copy when the provider is down, and tries again next run', async () => {
    now = new Date('2026-08-01T12:00:00.000Z');
    const listing = await store(aListing({ registration: 'AB19CDE' }));
    await fetchOnListingChange(deps, undefined, listing);
    const before = await getStoredMotHistory(table.db, listing.id);

    now = new Date(now.getTime() + 8 * DAY);
    serviceUp = false;
    let result;
    try {
      result = await refreshMotHistories(deps, noWait);
    } finally {
      serviceUp = true;
    }
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(result.refreshed).toBe(0);
    expect(await getStoredMotHistory(table.db, listing.id)).toEqual(before);
    expect(await dueOf(listing.id)).toEqual([`${before?.fetched_at}#${listing.id}`]);

    const again = await refreshMotHistories(deps, noWait);
    expect(again.refreshed).toBeGreaterThanOrEqual(1);
    expect((await getStoredMotHistory(table.db, listing.id))?.fetched_at).toBe(now.toISOString());
  });

  it('goes with its listing when the listing is deleted, and the refresh then drops its entry', async () => {
    now = new Date('2026-10-01T12:00:00.000Z');
    const listing = await store(aListing({ registration: 'CD68EFG' }));
    expect(await fetchOnListingChange(deps, undefined, listing)).toBe('stored');

    expect(await deleteListingItems(table.db, listing, now, [])).toBe('deleted');
    expect(await getStoredMotHistory(table.db, listing.id)).toBeUndefined();
    expect(await getListingWithMotHistory(table.db, listing.id)).toBeUndefined();

    now = new Date(now.getTime() + 8 * DAY);
    await refreshMotHistories(deps, noWait);
    expect(await dueOf(listing.id)).toEqual([]);
  });

  it('deletes the history of a deleted listing when its queue entry comes up', async () => {
    now = new Date('2026-09-01T12:00:00.000Z');
    const listing = aListing({ registration: 'AB19CDE' });
    await fetchOnListingChange(deps, undefined, listing);
    now = new Date(now.getTime() + 8 * DAY);
    await refreshMotHistories(deps, noWait);
    const { Item } = await table.db.client.send(
      new GetCommand({ TableName: table.db.tableName, Key: motHistoryKey(listing.id) }),
    );
    expect(Item).toBeUndefined();
    expect(await dueOf(listing.id)).toEqual([]);
  });
});
