import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getAdminMirror, resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { PENDING_PAYMENT_MS } from '#lambdas/boost/expire-stale-payments';
import { sweepBoosts } from '#lambdas/boost/sweep';
import { handler as sweepHandler } from '#lambdas/handlers/boost-sweep';
import { BOOST_SWEEP_JOB, jobCursorKey } from '#shared/table-keys';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import {
  aBoostedListing,
  aPayment,
  DAY,
  HOUR,
  iso,
  storedListingItem,
  storeListing,
  storedPayment,
  storePayment,
} from './boost-support';

let table: LocalTable;

beforeAll(async () => {
  table = await startLocalTable();
});

afterAll(async () => {
  await table?.stop();
});

describe('the boost sweep', () => {
  it('clears a flag left set past its end, and leaves a running boost alone', async () => {
    const overdue = await storeListing(
      table.db,
      aBoostedListing({ search_featured: Date.now() - HOUR }),
    );
    const both = await storeListing(
      table.db,
      aBoostedListing({
        search_featured: Date.now() - 2 * HOUR,
        homepage_featured: Date.now() - HOUR,
      }),
    );
    const running = await storeListing(
      table.db,
      aBoostedListing({ homepage_featured: Date.now() + DAY }),
    );

    const result = await sweepBoosts({ db: table.db });

    expect(result.ended).toBe(2);
    expect(await storedListingItem(table.db, overdue.id)).toMatchObject({
      search_featured: false,
      search_featured_until: overdue.search_featured_until,
    });
    expect(await storedListingItem(table.db, both.id)).toMatchObject({
      search_featured: false,
      homepage_featured: false,
      boost_expires: both.homepage_featured_until,
    });
    expect((await storedListingItem(table.db, overdue.id))?.GSI5PK).toBeUndefined();
    expect(await storedListingItem(table.db, running.id)).toMatchObject({
      homepage_featured: true,
      GSI5PK: 'FEATURED#HOME',
    });
    // Nothing left: the next run finds none.
    expect((await sweepBoosts({ db: table.db })).overdue).toBe(0);
  });

  it('runs as the scheduled handler', async () => {
    const overdue = await storeListing(
      table.db,
      aBoostedListing({ homepage_featured: Date.now() - 5 * 60_000 }),
    );
    const result = await sweepHandler();
    expect(result.ended).toBeGreaterThanOrEqual(1);
    expect((await storedListingItem(table.db, overdue.id))?.homepage_featured).toBe(false);
  });
});

describe('the boost sweep on pending payments', () => {
  beforeEach(async () => {
    resetAdminMirrors();
    // Each test starts as a first run: its payments are written with times long past, which in
    // real life earlier runs would have seen.
    await table.db.client.send(
      new DeleteCommand({ TableName: table.db.tableName, Key: jobCursorKey(BOOST_SWEEP_JOB) }),
    );
  });

  const cursor = async () =>
    (
      await table.db.client.send(
        new GetCommand({
          TableName: table.db.tableName,
          Key: jobCursorKey(BOOST_SWEEP_JOB),
          ConsistentRead: true,
        }),
      )
    ).Item?.payments_through;

  it('expires a pending payment older than a day, conditionally, once', async () => {
    const now = Date.now();
    const stale = await storePayment(table.db, aPayment({ created_at: iso(now - 2 * DAY) }));
    const fresh = await storePayment(table.db, aPayment({ created_at: iso(now - HOUR) }));
    const paid = await storePayment(
      table.db,
      aPayment({
        created_at: iso(now - 3 * DAY),
        status: 'succeeded',
        paid_at: iso(now - 3 * DAY),
      }),
    );

    const result = await sweepBoosts({ db: table.db, now: () => new Date(now) });

    expect(result.paymentsExpired).toBe(1);
    expect(await storedPayment(table.db, stale.id)).toMatchObject({
      status: 'expired',
      updated_at: iso(now),
    });
    expect((await storedPayment(table.db, fresh.id))?.status).toBe('pending');
    expect((await storedPayment(table.db, paid.id))?.status).toBe('succeeded');
    expect(await cursor()).toBe(iso(now - PENDING_PAYMENT_MS));
    // The admin mirror sees the change (its index entry was stamped with the write).
    const mirror = await getAdminMirror({ db: table.db }, 'payments');
    expect(mirror.get(stale.id)?.status).toBe('expired');
  });

  it('reads only what crossed the cutoff since the last run, and catches a payment when it does', async () => {
    const now = Date.now();
    // Created 23 hours ago: not yet stale now.
    const later = await storePayment(table.db, aPayment({ created_at: iso(now - 23 * HOUR) }));
    const first = await sweepBoosts({ db: table.db, now: () => new Date(now) });
    expect(first.paymentsExpired).toBe(0);
    expect((await storedPayment(table.db, later.id))?.status).toBe('pending');

    // Two hours on: it crossed the cutoff, and the run reads that window (with its overlap) only.
    const second = await sweepBoosts({ db: table.db, now: () => new Date(now + 2 * HOUR) });
    expect(second.paymentsExpired).toBe(1);
    expect(second.pendingLooked).toBe(1);
    expect((await storedPayment(table.db, later.id))?.status).toBe('expired');
  });
});
