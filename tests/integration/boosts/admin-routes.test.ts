import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { handler as boostsHandler } from '#lambdas/handlers/admin-boosts';
import { handler as endBoostHandler } from '#lambdas/handlers/admin-end-boost';
import { handler as paymentsHandler } from '#lambdas/handlers/admin-payments';
import type { AuditEntry } from '#shared/admin/audit';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  adminBoostsPageSchema,
  adminPaymentsPageSchema,
} from '#shared/admin/payments';
import { auditPk } from '#shared/table-keys';
import type { Handler } from '../../support/api-event';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import {
  aBoostedListing,
  anAdmin,
  aPayment,
  aSeller,
  call,
  DAY,
  HOUR,
  iso,
  storedListingItem,
  storeListing,
  storePayment,
  type Caller,
} from './boost-support';

let table: LocalTable;
let admin: Caller;
let seller: Caller;

beforeAll(async () => {
  table = await startLocalTable();
  admin = anAdmin();
  seller = await aSeller(table.db, { full_name: 'Priya Shah', email: 'priya@example.org' });
});

afterAll(async () => {
  await table?.stop();
});

// Each call reads the mirror as a new container would: what the test just wrote is there.
beforeEach(() => resetAdminMirrors());

async function auditUnder(kind: 'listing' | 'user', id: string): Promise<AuditEntry[]> {
  const result = await table.db.client.send(
    new QueryCommand({
      TableName: table.db.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPk(kind, id) },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as AuditEntry[];
}

describe('who may use the admin payments and boosts routes', () => {
  const cases: {
    name: string;
    handler: Handler;
    method: string;
    path: string;
    request: () => Promise<{ params?: Record<string, string>; body?: unknown }>;
  }[] = [
    {
      name: 'AdminPayments',
      handler: paymentsHandler,
      method: 'GET',
      path: '/api/admin/payments',
      request: async () => ({}),
    },
    {
      name: 'AdminBoosts',
      handler: boostsHandler,
      method: 'GET',
      path: '/api/admin/boosts',
      request: async () => ({}),
    },
    {
      name: 'AdminEndBoost',
      handler: endBoostHandler,
      method: 'POST',
      path: '/api/admin/listings/{id}/boosts/{type}/end',
      request: async () => {
        const listing = await storeListing(
          table.db,
          aBoostedListing({ search_featured: Date.now() + DAY }, { user_id: seller.userId }),
        );
        return {
          params: { id: listing.id, type: 'search_featured' },
          body: { reason: 'Paid by mistake' },
        };
      },
    },
  ];

  it.each(cases)('$name: 401 anonymous, 403 for a seller, 200 for an admin', async (route) => {
    const request = await route.request();
    const anonymous = await call(route.handler, route.method, route.path, request);
    expect(anonymous.status).toBe(401);
    const notAdmin = await call(route.handler, route.method, route.path, {
      ...request,
      caller: seller,
    });
    expect(notAdmin.status).toBe(403);
    if (request.params?.id) {
      // A refused call changed nothing.
      expect((await storedListingItem(table.db, request.params.id))?.search_featured).toBe(true);
    }
    const allowed = await call(route.handler, route.method, route.path, {
      ...request,
      caller: admin,
    });
    expect(allowed.status).toBe(200);
  });
});

describe('Admin Payments', () => {
  // March 2025: a month of its own, so the filters below see only these.
  const day = (d: number, hour = 12) => `2025-03-${String(d).padStart(2, '0')}T${hour}:00:00.000Z`;
  let other: Caller;

  beforeAll(async () => {
    other = await aSeller(table.db, { full_name: '  ', email: 'no-name@example.org' });
    await storePayment(
      table.db,
      aPayment({
        id: 'p-succeeded',
        user_id: seller.userId,
        status: 'succeeded',
        amount_pence: 999,
        created_at: day(3),
        paid_at: day(3),
      }),
    );
    await storePayment(
      table.db,
      aPayment({
        id: 'p-refunded',
        user_id: other.userId,
        status: 'refunded',
        amount_pence: 1499,
        created_at: day(4),
        paid_at: day(4),
        refunded_at: day(5),
      }),
    );
    await storePayment(
      table.db,
      aPayment({
        id: 'p-pending',
        user_id: seller.userId,
        status: 'pending',
        amount_pence: 2999,
        created_at: day(5),
      }),
    );
    await storePayment(
      table.db,
      aPayment({
        id: 'p-failed',
        user_id: 'gone-user',
        status: 'failed',
        amount_pence: 599,
        created_at: day(6),
      }),
    );
    // 23:30 UTC on 31 March is 00:30 on 1 April in the UK (BST from 30 March).
    await storePayment(
      table.db,
      aPayment({
        id: 'p-april',
        user_id: seller.userId,
        status: 'succeeded',
        amount_pence: 3999,
        created_at: '2025-03-31T23:30:00.000Z',
        paid_at: '2025-03-31T23:30:00.000Z',
      }),
    );
  });

  const list = async (query: Record<string, string>) => {
    const answer = await call(paymentsHandler, 'GET', '/api/admin/payments', {
      caller: admin,
      query,
    });
    expect(answer.status).toBe(200);
    return adminPaymentsPageSchema.parse(answer.body);
  };

  it('lists payments created within UK days, newest first, with payers and totals', async () => {
    const page = await list({ from: '2025-03-01', to: '2025-03-31' });
    expect(page.rows.map((r) => r.id)).toEqual([
      'p-failed',
      'p-pending',
      'p-refunded',
      'p-succeeded',
    ]);
    expect(page.matched).toBe(4);
    expect(page.totals).toEqual({ succeeded_pence: 999, refunded_pence: 1499, pending: 1 });
    const byId = new Map(page.rows.map((r) => [r.id, r]));
    expect(byId.get('p-succeeded')).toMatchObject({
      payer: 'Priya Shah',
      amount_pence: 999,
      status: 'succeeded',
      listing_title: '2019 Ford Transit Custom',
      boost_type: 'search_featured',
    });
    // A payer without a name is named by e-mail; one without a profile by nothing.
    expect(byId.get('p-refunded')?.payer).toBe('no-name@example.org');
    expect(byId.get('p-failed')?.payer).toBeNull();
    // The UK day, not the UTC one.
    expect((await list({ from: '2025-04-01', to: '2025-04-01' })).rows.map((r) => r.id)).toEqual([
      'p-april',
    ]);
  });

  it('filters by status, totals over the matches only', async () => {
    const page = await list({ status: 'succeeded', from: '2025-03-01', to: '2025-04-01' });
    expect(page.rows.map((r) => r.id)).toEqual(['p-april', 'p-succeeded']);
    expect(page.totals).toEqual({ succeeded_pence: 999 + 3999, refunded_pence: 0, pending: 0 });
    expect(page.total).toBeGreaterThanOrEqual(5);
  });

  it('pages 25 at a time', async () => {
    for (let i = 0; i < ADMIN_PAYMENTS_PAGE_SIZE + 2; i++) {
      await storePayment(
        table.db,
        aPayment({
          status: 'succeeded',
          amount_pence: 100,
          created_at: `2025-02-10T10:${String(i).padStart(2, '0')}:00.000Z`,
        }),
      );
    }
    const first = await list({ from: '2025-02-10', to: '2025-02-10' });
    expect(first.rows).toHaveLength(ADMIN_PAYMENTS_PAGE_SIZE);
    expect(first.matched).toBe(ADMIN_PAYMENTS_PAGE_SIZE + 2);
    expect(first.totals.succeeded_pence).toBe(100 * (ADMIN_PAYMENTS_PAGE_SIZE + 2));
    const second = await list({ from: '2025-02-10', to: '2025-02-10', page: '2' });
    expect(second.rows).toHaveLength(2);
    expect(second.rows[1]!.created_at).toBe('2025-02-10T10:00:00.000Z');
  });

  it('refuses a bad filter with a 400 and a message', async () => {
    const answer = await call(paymentsHandler, 'GET', '/api/admin/payments', {
      caller: admin,
      query: { from: '2025-03-10', to: '2025-03-01' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      'The start date must be on or before the end date',
    );
    const status = await call(paymentsHandler, 'GET', '/api/admin/payments', {
      caller: admin,
      query: { status: 'lost' },
    });
    expect(status.status).toBe(400);
  });
});

describe('Admin Boosts', () => {
  const now = Date.now();
  let ids: Record<string, string>;

  beforeAll(async () => {
    const store = async (name: string, listing: Parameters<typeof storeListing>[1]) =>
      [name, (await storeListing(table.db, { ...listing, title: `Boosts ${name}` })).id] as const;
    ids = Object.fromEntries(
      await Promise.all([
        store(
          'both',
          aBoostedListing(
            { search_featured: now + 2 * DAY, homepage_featured: now + 5 * DAY },
            { user_id: seller.userId },
          ),
        ),
        store(
          'ended',
          aBoostedListing(
            {},
            {
              search_featured: false,
              search_featured_until: iso(now - 3 * DAY),
              boost_expires: iso(now - 3 * DAY),
            },
          ),
        ),
        store(
          'long-ago',
          aBoostedListing(
            {},
            {
              homepage_featured: false,
              homepage_featured_until: iso(now - 40 * DAY),
              boost_expires: iso(now - 40 * DAY),
            },
          ),
        ),
        // Flag still set past its end (the expiry has not run yet): ended, not running.
        store('overdue', aBoostedListing({ search_featured: now - HOUR })),
        // From before per-type ends: one end for its flagged type only.
        store(
          'legacy',
          aBoostedListing(
            {},
            {
              homepage_featured: true,
              search_featured_until: undefined,
              homepage_featured_until: undefined,
              boost_expires: iso(now + 4 * DAY),
            },
          ),
        ),
      ]),
    );
  });

  const list = async (state?: string) => {
    const answer = await call(boostsHandler, 'GET', '/api/admin/boosts', {
      caller: admin,
      query: state ? { state } : {},
    });
    expect(answer.status).toBe(200);
    return adminBoostsPageSchema.parse(answer.body);
  };
  const mine = (rows: { listing_id: string; type: string }[]) =>
    rows
      .filter((r) => Object.values(ids).includes(r.listing_id))
      .map((r) => `${Object.keys(ids).find((k) => ids[k] === r.listing_id)}:${r.type}`);

  it('lists running boosts, one row per type, newest end first (the default state)', async () => {
    const page = await list();
    expect(mine(page.rows)).toEqual([
      'both:homepage_featured',
      'legacy:homepage_featured',
      'both:search_featured',
    ]);
    const row = page.rows.find((r) => r.listing_id === ids.both && r.type === 'search_featured');
    expect(row).toEqual({
      listing_id: ids.both,
      listing_title: 'Boosts both',
      owner: 'Priya Shah',
      type: 'search_featured',
      ends_at: iso(now + 2 * DAY),
      running: true,
    });
  });

  it('lists boosts ended in the last 30 days', async () => {
    const page = await list('ended');
    expect(mine(page.rows)).toEqual(['overdue:search_featured', 'ended:search_featured']);
    expect(page.rows.every((r) => !r.running)).toBe(true);
  });

  it('counts the rows of the state shown, as its pages do, and each state for its tab', async () => {
    // Issue 28: 'Showing 21 of 23' (both states) beside 'Page 1 of 1'.
    const [running, ended] = [await list(), await list('ended')];
    for (const page of [running, ended]) {
      expect(page.total).toBe(page.matched);
      expect(page.rows.length).toBe(Math.min(page.matched, page.page_size));
    }
    const counts = { running: running.matched, ended: ended.matched };
    expect(running.counts).toEqual(counts);
    expect(ended.counts).toEqual(counts);
  });

  it('ends a running boost early with a reason, audited in the same change', async () => {
    const listing = await storeListing(
      table.db,
      aBoostedListing(
        { search_featured: now + 3 * DAY, homepage_featured: now + 6 * DAY },
        { user_id: seller.userId },
      ),
    );
    const path = '/api/admin/listings/{id}/boosts/{type}/end';
    const params = { id: listing.id, type: 'homepage_featured' };
    const answer = await call(endBoostHandler, 'POST', path, {
      caller: admin,
      params,
      body: { reason: 'Refund agreed with the seller' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      listing_id: listing.id,
      type: 'homepage_featured',
      running: false,
      owner: 'Priya Shah',
    });
    const endedAt = Date.parse(answer.body.ends_at);
    expect(endedAt).toBeLessThanOrEqual(Date.now());
    expect(endedAt).toBeGreaterThan(Date.now() - 60_000);

    const item = await storedListingItem(table.db, listing.id);
    expect(item).toMatchObject({
      homepage_featured: false,
      homepage_featured_until: answer.body.ends_at,
      // The search boost runs on, and is now the one end.
      search_featured: true,
      boost_expires: iso(now + 3 * DAY),
      GSI5PK: 'FEATURED#SEARCH',
    });
    // A new version: the seller's open form sees the change.
    expect(Date.parse(item!.updated_at as string)).toBeGreaterThan(Date.parse(listing.updated_at));

    const [entry] = await auditUnder('listing', listing.id);
    expect(entry).toMatchObject({
      action: 'boost_end',
      reason: 'Refund agreed with the seller',
      actor: { id: admin.userId, email: admin.email },
      target: { kind: 'listing', id: listing.id },
      before: {
        homepage_featured: true,
        homepage_featured_until: iso(now + 6 * DAY),
        boost_expires: iso(now + 6 * DAY),
      },
      after: { homepage_featured: false, boost_expires: iso(now + 3 * DAY) },
    });
    expect((await auditUnder('user', seller.userId)).map((e) => e.id)).toContain(entry!.id);

    // Ended already: a clear 409, nothing written.
    const again = await call(endBoostHandler, 'POST', path, {
      caller: admin,
      params,
      body: { reason: 'Once more' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      "This listing's Homepage Featured boost is not running: it has ended already",
    );
    expect(await auditUnder('listing', listing.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown listing and 400 for a bad type or no reason', async () => {
    const path = '/api/admin/listings/{id}/boosts/{type}/end';
    const unknown = await call(endBoostHandler, 'POST', path, {
      caller: admin,
      params: { id: 'no-such-listing', type: 'search_featured' },
      body: { reason: 'Paid by mistake' },
    });
    expect(unknown.status).toBe(404);
    const badType = await call(endBoostHandler, 'POST', path, {
      caller: admin,
      params: { id: ids.both!, type: 'sidebar_featured' },
      body: { reason: 'Paid by mistake' },
    });
    expect(badType.status).toBe(400);
    const noReason = await call(endBoostHandler, 'POST', path, {
      caller: admin,
      params: { id: ids.both!, type: 'search_featured' },
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect((await storedListingItem(table.db, ids.both!))?.search_featured).toBe(true);
  });
});
