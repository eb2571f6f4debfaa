import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDeleteListing } from '#lambdas/listing/admin/delete-listing';
import { markListingPaymentsDeleted } from '#lambdas/payment/listing-payments';
import {
  getAdminMirror,
  MIRROR_RELOAD_AFTER_MS,
  resetAdminMirrors,
  type AdminMirrorDeps,
} from '#lambdas/admin/mirror/admin-mirror';
import type { Db } from '#lambdas/platform/db';
import { putProfilesBatch, updateProfile } from '#lambdas/account/profiles-repo';
import type { Logger } from '#lambdas/platform/logger';
import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import { listingKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { listingItem, putListing, putListingsBatch } from '#lambdas/listing/listing-writer';

// The admin mirror on DynamoDB Local: loaded from the admin index (GSI3), kept in step by
// reading each shard's recent entries, deletes learnt from tombstones, and an entry older than
// one it applied never winning.
let table: LocalTable;
let db: Db;
let logs: { level: string; message: string }[];

function testLogger(): Logger {
  const write = (level: string) => (message: string) => void logs.push({ level, message });
  const logger: Logger = {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: () => logger,
  };
  return logger;
}

const loads = () => logs.filter((line) => line.message === 'Admin mirror loaded').length;

/** Deps that refresh on every call, on a clock the test may move. */
function deps(overrides: Partial<AdminMirrorDeps> = {}): AdminMirrorDeps {
  return { db, log: testLogger(), refreshMs: 0, ...overrides };
}

const profile = (id: string, name: string): Profile => ({
  id,
  email: `${id}@example.org`,
  full_name: name,
  phone_number: null,
  location: 'Leeds',
  website_url: null,
  seller_type: 'private_seller',
  created_at: '2026-01-01T00:00:00.000Z',
});

let counter = 0;
const newListing = (overrides: Partial<Listing> = {}) =>
  aListing({ id: `mirror-${++counter}`, ...overrides });

beforeAll(async () => {
  table = await startLocalTable();
  db = table.db;
}, 120_000);

afterAll(async () => {
  resetAdminMirrors();
  await table?.stop();
});

beforeEach(() => {
  resetAdminMirrors();
  logs = [];
});

describe('load', () => {
  it('holds every listing and profile, newest first, from every page of one Query per shard', async () => {
    const listings = Array.from({ length: 40 }, (_, i) =>
      newListing({
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        user_id: `owner-${i % 3}`,
      }),
    );
    await putListingsBatch(db, listings);
    await putProfilesBatch(db, [profile('owner-0', 'Ann'), profile('owner-1', 'Bob')]);

    // Pages of two items: each shard's five or so listings take several pages (the users export
    // read 50,000 profiles to prove the same with DynamoDB's 1 MB pages; the bench loads 100,000).
    const mirror = await getAdminMirror(deps({ pageSize: 2 }), 'listings');
    const ours = mirror.rows().filter((row) => listings.some((l) => l.id === row.id));
    expect(ours.map((row) => row.id)).toEqual(listings.map((l) => l.id).reverse());
    expect(mirror.get(listings[0]!.id)).toEqual({
      id: listings[0]!.id,
      user_id: 'owner-0',
      title: listings[0]!.title,
      make: 'Ford',
      model: 'Transit Custom',
      year: 2019,
      price: 14_995,
      status: 'active',
      approval_status: 'approved',
      created_at: listings[0]!.created_at,
      updated_at: listings[0]!.updated_at,
      owner_disabled: false,
      // Its boost state, for Admin Boosts (issue 17).
      search_featured: false,
      homepage_featured: false,
      boost_expires: null,
      search_featured_until: null,
      homepage_featured_until: null,
    });

    const users = await getAdminMirror(deps(), 'users');
    expect(users.get('owner-1')).toMatchObject({
      full_name: 'Bob',
      role: 'user',
      tag: null,
      disabled: false,
    });
    // Listings are not users and profiles are not listings.
    expect(users.get(listings[0]!.id)).toBeUndefined();
    expect(mirror.get('owner-1')).toBeUndefined();
  });

  it('loads once for callers that arrive while it loads', async () => {
    await putListingsBatch(db, [newListing()]);
    const shared = deps();
    const mirrors = await Promise.all([1, 2, 3, 4].map(() => getAdminMirror(shared, 'listings')));
    expect(new Set(mirrors).size).toBe(1);
    expect(loads()).toBe(1);
  });
});

describe('refresh', () => {
  it('sees a change, a new listing and a profile update on the next call', async () => {
    const listing = newListing();
    await putListing(db, listing);
    await putProfilesBatch(db, [profile('refresh-owner', 'Before')]);
    const mirror = await getAdminMirror(deps(), 'listings');
    const users = await getAdminMirror(deps(), 'users');
    expect(mirror.get(listing.id)?.title).toBe(listing.title);

    const later = new Date(Date.now() + 1000).toISOString();
    await putListing(db, {
      ...listing,
      title: 'Retitled',
      approval_status: 'pending',
      updated_at: later,
    });
    const added = newListing({ created_at: later });
    await putListing(db, added);
    await updateProfile(db, 'refresh-owner', {
      full_name: 'After',
      phone_number: null,
      location: 'York',
      website_url: null,
    });

    const refreshed = await getAdminMirror(deps(), 'listings');
    expect(refreshed).toBe(mirror);
    expect(refreshed.get(listing.id)).toMatchObject({
      title: 'Retitled',
      approval_status: 'pending',
    });
    expect(refreshed.rows()[0]?.id).toBe(added.id);
    expect((await getAdminMirror(deps(), 'users')).get('refresh-owner')?.full_name).toBe('After');
    expect(users.get('refresh-owner')?.location).toBe('York');
    expect(loads()).toBe(2);
  });

  it('refreshes at most once a refresh interval', async () => {
    const listing = newListing();
    await putListing(db, listing);
    let now = Date.now();
    const slow = deps({ refreshMs: 60_000, now: () => now });
    const mirror = await getAdminMirror(slow, 'listings');
    await putListing(db, { ...listing, title: 'Changed' });
    expect((await getAdminMirror(slow, 'listings')).get(listing.id)?.title).toBe(listing.title);
    now += 60_001;
    expect((await getAdminMirror(slow, 'listings')).get(listing.id)?.title).toBe('Changed');
    expect(mirror.size).toBeGreaterThan(0);
  });

  it('serves the mirror as it is when a refresh fails, and says so', async () => {
    const listing = newListing();
    await putListing(db, listing);
    const mirror = await getAdminMirror(deps(), 'listings');
    const broken = deps({ db: { client: db.client, tableName: 'no-such-table' } });
    expect(await getAdminMirror(broken, 'listings')).toBe(mirror);
    expect(logs.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'Could not refresh the admin mirror; serving it as it is',
    ]);
  });
});

describe('deletes', () => {
  it('drops a deleted listing on the tombstone, and a fresh load never shows it', async () => {
    const listing = newListing();
    await putListing(db, listing);
    const mirror = await getAdminMirror(deps(), 'listings');
    expect(mirror.get(listing.id)).toBeDefined();
    const size = mirror.size;

    await adminDeleteListing(
      {
        db,
        files: {
          attach: async () => {},
          removeListingPhoto: async () => {},
          attachLogo: async () => {},
        },
        markPaymentsDeleted: markListingPaymentsDeleted,
      },
      { id: 'admin-1', email: 'admin@example.org', name: 'Admin' },
      listing.id,
    );
    const after = await getAdminMirror(deps(), 'listings');
    expect(after.get(listing.id)).toBeUndefined();
    expect(after.size).toBe(size - 1);
    expect(after.rows().some((row) => row.id === listing.id)).toBe(false);

    resetAdminMirrors();
    expect((await getAdminMirror(deps(), 'listings')).get(listing.id)).toBeUndefined();
  });

  it('loads again after an hour without a read, so a delete without a tombstone is not kept', async () => {
    const listing = newListing();
    await putListing(db, listing);
    let now = Date.now();
    const clock = deps({ now: () => now });
    expect((await getAdminMirror(clock, 'listings')).get(listing.id)).toBeDefined();
    // Gone with no tombstone (one expired by TTL while this container slept).
    await db.client.send(
      new DeleteCommand({ TableName: db.tableName, Key: listingKey(listing.id) }),
    );
    now += MIRROR_RELOAD_AFTER_MS + 1;
    expect((await getAdminMirror(clock, 'listings')).get(listing.id)).toBeUndefined();
    expect(loads()).toBe(2);
  });
});

describe('order of entries', () => {
  it('never lets an older entry overwrite a newer one', async () => {
    const listing = newListing();
    const written = new Date();
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: listingItem({ ...listing, title: 'Newer' }, written),
      }),
    );
    const mirror = await getAdminMirror(deps(), 'listings');
    expect(mirror.get(listing.id)?.title).toBe('Newer');
    // A write stamped earlier (a writer with a slow clock) lands after it, inside the window
    // every refresh reads again.
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: listingItem({ ...listing, title: 'Older' }, new Date(written.getTime() - 2000)),
      }),
    );
    expect((await getAdminMirror(deps(), 'listings')).get(listing.id)?.title).toBe('Newer');
  });

  it('never brings a deleted listing back on an older entry', async () => {
    const listing = newListing();
    await putListing(db, listing);
    await getAdminMirror(deps(), 'listings');
    await adminDeleteListing(
      {
        db,
        files: {
          attach: async () => {},
          removeListingPhoto: async () => {},
          attachLogo: async () => {},
        },
        markPaymentsDeleted: markListingPaymentsDeleted,
      },
      { id: 'admin-1', email: 'admin@example.org', name: 'Admin' },
      listing.id,
    );
    expect((await getAdminMirror(deps(), 'listings')).get(listing.id)).toBeUndefined();
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: listingItem(listing, new Date(Date.now() - 3000)),
      }),
    );
    expect((await getAdminMirror(deps(), 'listings')).get(listing.id)).toBeUndefined();
  });
});
