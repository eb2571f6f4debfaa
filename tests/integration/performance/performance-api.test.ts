import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { meterCapacity } from '#lambdas/platform/capacity-meter';
import { createActivityCounter } from '#lambdas/performance/activity-counter';
import { ukDay } from '#lambdas/platform/uk-day';
import type { Listing } from '#shared/listing';
import type { PerformanceSeries } from '#shared/performance';
import { sellerStatsPk } from '#shared/table-keys';
import { aDealerProfile, aListing } from '../../support/listing-fixture';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { fetchFromAddress } from '../local-stage/fetch-from-address';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';

// Performance over time (decision 073) through the local gateway on the worker's shared stage
// (decision 053): the test's own seller, listings and a town of their own, asserted alone.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let seller: Seller;
let other: Seller;
const ADDRESS = '127.0.0.73';
const town = `perfton-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [seller, other] = await Promise.all([newSeller(stage), newSeller(stage)]);
  await putProfilesBatch(db, [
    aDealerProfile({ id: seller.userId, email: seller.email, seller_type: 'private_seller' }),
  ]);
}, 180_000);

afterAll(() => closeDb?.());

async function vans(count: number): Promise<Listing[]> {
  const listings = Array.from({ length: count }, () =>
    aListing({
      id: `pf-${randomUUID()}`,
      user_id: seller.userId,
      seller_type: 'private_seller',
      location: town,
      location_slug: town,
    }),
  );
  await putListingsBatch(db, listings);
  await stage.search.drain();
  return listings;
}

async function series(path: string, token = seller.token): Promise<PerformanceSeries> {
  const { status, body } = await api(stage, 'GET', path, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as PerformanceSeries;
}

const today = () => ukDay(new Date())!;
const todayOf = (answer: PerformanceSeries) => answer.days.find((day) => day.date === today())!;

describe('counting a listing’s day', () => {
  it('puts a view, a phone reveal and a search page’s appearances on today, for the listing and the seller', async () => {
    const [first, second] = await vans(2);
    const before = await series('/api/me/performance?days=30');

    expect((await api(stage, 'POST', `/api/listings/${first!.id}/views`)).status).toBe(204);
    expect((await api(stage, 'POST', `/api/listings/${first!.id}/views`)).status).toBe(204);
    // The per-address limits (reveals, enquiries) spent from an address of this file's own.
    const reveal = await fetchFromAddress(ADDRESS, `${stage.url}/api/listings/${first!.id}/phone`);
    expect(reveal.status, reveal.text).toBe(200);
    const enquiry = await fetchFromAddress(
      ADDRESS,
      `${stage.url}/api/listings/${first!.id}/enquiries`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Pat Buyer',
          email: 'pat@example.org',
          message: 'Is it still for sale?',
        }),
      },
    );
    expect(enquiry.status, enquiry.text).toBe(201);
    const page = await api(stage, 'GET', `/api/listings/search?location=${town}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.items.map((card: { id: string }) => card.id).sort()).toEqual(
      [first!.id, second!.id].sort(),
    );
    // A view of a van that is not live counts nowhere.
    expect((await api(stage, 'POST', '/api/listings/no-such-van/views')).status).toBe(404);
    await stage.flushActivity();

    const listing = await series(`/api/me/listings/${first!.id}/performance?days=30`);
    expect(listing.days).toHaveLength(30);
    expect(listing.to).toBe(today());
    expect(todayOf(listing)).toEqual({
      date: today(),
      views: 2,
      enquiries: 1,
      reveals: 1,
      saves: 0,
      appearances: 1,
    });
    expect(listing.totals).toMatchObject({ views: 2, reveals: 1, appearances: 1 });
    expect(todayOf(await series(`/api/me/listings/${second!.id}/performance`))).toMatchObject({
      views: 0,
      appearances: 1,
    });

    // The account's day is the sum of its listings'.
    const after = todayOf(await series('/api/me/performance?days=30'));
    const was = todayOf(before);
    expect(after.views - was.views).toBe(2);
    expect(after.reveals - was.reveals).toBe(1);
    expect(after.enquiries - was.enquiries).toBe(1);
    expect(after.appearances - was.appearances).toBe(2);
  });

  it('counts a save on the day it is made', async () => {
    const [van] = await vans(1);
    expect(
      (await api(stage, 'PUT', `/api/me/saved-vans/${van!.id}`, { token: other.token })).status,
    ).toBe(200);
    // Saving again is no new save.
    await api(stage, 'PUT', `/api/me/saved-vans/${van!.id}`, { token: other.token });
    await stage.flushActivity();
    expect(todayOf(await series(`/api/me/listings/${van!.id}/performance`)).saves).toBe(1);
  });
});

describe('bounded writes', () => {
  it('writes one item per listing-day and seller-day however many counts a flush holds', async () => {
    const counter = createActivityCounter();
    const ids = Array.from({ length: 24 }, (_, i) => `bounded-${randomUUID()}-${i}`);
    const sellerId = `bounded-seller-${randomUUID()}`;
    // 50 search pages of the same 24 vans, and 20 views and 3 reveals of one of them.
    for (let page = 0; page < 50; page++) {
      await counter.record(
        db,
        ids.map((listingId) => ({ metric: 'appearances' as const, listingId, sellerId })),
      );
    }
    for (let i = 0; i < 20; i++) {
      await counter.record(db, [{ metric: 'views', listingId: ids[0]!, sellerId }]);
    }
    for (let i = 0; i < 3; i++) {
      await counter.record(db, [{ metric: 'reveals', listingId: ids[0]!, sellerId }]);
    }
    const meter = meterCapacity(db.client);
    try {
      await counter.flush(db);
      const used = meter.take();
      // 1,223 counts: 25 UpdateItems of 1 WCU each.
      expect(used.writeRequests).toHaveLength(25);
      expect(used.writeUnits).toBe(25);
    } finally {
      meter.stop();
    }
    const { Items } = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': sellerStatsPk(sellerId) },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(Items![0]).toMatchObject({ appearances: 1200, views: 20, reveals: 3, day: today() });
    expect(Items![0]!.expires_at).toBeGreaterThan(Date.now() / 1000 + 89 * 86400);
  });
});

describe('who may read the figures', () => {
  it('answers another seller, an unknown listing and a signed-out caller as it should', async () => {
    const [van] = await vans(1);
    const path = `/api/me/listings/${van!.id}/performance`;
    const theirs = await api(stage, 'GET', path, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Listing not found');
    expect(
      (await api(stage, 'GET', '/api/me/listings/no-such-van/performance', { token: seller.token }))
        .status,
    ).toBe(404);
    expect((await api(stage, 'GET', path)).status).toBe(401);
    const bad = await api(stage, 'GET', `${path}?days=7`, { token: seller.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days must be 30 or 90');
    // Another seller's account summary is their own: nothing of this seller's.
    const theirSummary = await series('/api/me/performance', other.token);
    expect(theirSummary.totals.views).toBe(0);
  });
});

describe('the CSV download', () => {
  it('is a file of the account’s days: a header, one row per day, ISO dates', async () => {
    const [van] = await vans(1);
    await api(stage, 'POST', `/api/listings/${van!.id}/views`);
    await stage.flushActivity();
    const response = await fetch(`${stage.url}/api/me/performance/csv?days=90`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vanyard-performance-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,views,enquiries,phone_reveals,saves,search_appearances');
    expect(lines).toHaveLength(91);
    expect(lines.slice(1).every((line) => /^\d{4}-\d{2}-\d{2}(,\d+){5}$/.test(line))).toBe(true);
    const summary = await series('/api/me/performance?days=90');
    expect(lines.at(-1)).toBe(
      `${today()},${[summary.days.at(-1)!.views, summary.days.at(-1)!.enquiries, summary.days.at(-1)!.reveals, summary.days.at(-1)!.saves, summary.days.at(-1)!.appearances].join(',')}`,
    );
    expect(Number(lines.at(-1)!.split(',')[1])).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${stage.url}/api/me/performance/csv`)).status).toBe(401);
  });
});
