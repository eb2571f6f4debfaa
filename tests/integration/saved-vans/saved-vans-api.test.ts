import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import type { Listing } from '#shared/listing';
import {
  SAVED_VANS_LIMIT,
  SAVED_VANS_MESSAGES,
  type SavedVan,
  type SavedVansResponse,
} from '#shared/saved-vans';
import { savedVansTallyKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';

// Saved vans through the local gateway on the worker's shared stage (decision 053): each test
// makes its own buyers and listings with unique ids and asserts on those alone.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let seller: Seller;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  seller = await newSeller(stage);
}, 180_000);

afterAll(() => closeDb?.());

/** A live van of the test's seller, written as the listing writer writes one. */
async function aVan(overrides: Partial<Listing> = {}): Promise<Listing> {
  const listing = aListing({ id: `sv-${randomUUID()}`, user_id: seller.userId, ...overrides });
  await putListingsBatch(db, [listing]);
  return listing;
}

const save = (buyer: Seller, id: string) =>
  api(stage, 'PUT', `/api/me/saved-vans/${id}`, { token: buyer.token });
const unsave = (buyer: Seller, id: string) =>
  api(stage, 'DELETE', `/api/me/saved-vans/${id}`, { token: buyer.token });
const ids = async (buyer: Seller) =>
  (await api(stage, 'GET', '/api/me/saved-vans/ids', { token: buyer.token })).body.ids as string[];
async function list(buyer: Seller): Promise<SavedVansResponse> {
  const { status, body } = await api(stage, 'GET', '/api/me/saved-vans', { token: buyer.token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as SavedVansResponse;
}
async function savesOf(listingId: string): Promise<number> {
  const { status, body } = await api(stage, 'GET', `/api/me/listings/${listingId}`, {
    token: seller.token,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.saves as number;
}

/** The list once the search projection has caught up with a change (a bounded wait). */
async function listUntil(buyer: Seller, done: (items: SavedVan[]) => boolean) {
  let items: SavedVan[] = [];
  for (let attempt = 0; attempt < 60; attempt++) {
    items = (await list(buyer)).items;
    if (done(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return items;
}

describe('a buyer saving vans', () => {
  it('adds, lists newest first with the price at saving, and removes', async () => {
    const buyer = await newSeller(stage);
    const first = await aVan({ price: 14995 });
    const second = await aVan({ price: 9995, make: 'Renault', model: 'Trafic', year: 2020 });

    const added = await save(buyer, first.id);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      id: first.id,
      title: '2019 Ford Transit Custom',
      price_at_save: 14995,
      added: true,
    });
    expect((await save(buyer, second.id)).status).toBe(200);

    const { items, limit } = await list(buyer);
    expect(limit).toBe(SAVED_VANS_LIMIT);
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      state: 'live',
      price_at_save: 9995,
      title: '2020 Renault Trafic',
    });
    expect(items[0]!.card).toMatchObject({ id: second.id, price: 9995 });
    expect(await ids(buyer)).toEqual([second.id, first.id]);

    const removed = await unsave(buyer, first.id);
    expect(removed.status).toBe(204);
    expect(await ids(buyer)).toEqual([second.id]);
    // Removing again is no error: a double click or a retry changes nothing.
    expect((await unsave(buyer, first.id)).status).toBe(204);
    expect(await ids(buyer)).toEqual([second.id]);
  });

  it('saves a van once however often it is saved, and counts the buyer once', async () => {
    const buyer = await newSeller(stage);
    const van = await aVan();
    const first = await save(buyer, van.id);
    const again = await save(buyer, van.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ added: false, saved_at: first.body.saved_at });
    expect(await ids(buyer)).toEqual([van.id]);
    expect(await savesOf(van.id)).toBe(1);
  });

  it('tells the seller how many buyers saved the listing, and forgets one who removes it', async () => {
    const [a, b] = await Promise.all([newSeller(stage), newSeller(stage)]);
    const van = await aVan();
    expect(await savesOf(van.id)).toBe(0);
    await save(a, van.id);
    await save(b, van.id);
    expect(await savesOf(van.id)).toBe(2);
    const rows = await api(stage, 'GET', '/api/me/listings', { token: seller.token });
    expect(rows.body.items.find((row: { id: string }) => row.id === van.id)?.saves).toBe(2);
    await unsave(a, van.id);
    expect(await savesOf(van.id)).toBe(1);
  });

  it('marks a sold van Sold and a removed one gone, and either can be removed', async () => {
    const buyer = await newSeller(stage);
    const sold = await aVan();
    const gone = await aVan();
    await save(buyer, sold.id);
    await save(buyer, gone.id);
    await putListingsBatch(db, [
      { ...sold, status: 'sold', updated_at: new Date().toISOString() },
      { ...gone, approval_status: 'rejected', updated_at: new Date().toISOString() },
    ]);

    const items = await listUntil(buyer, (now) => now.every((item) => item.state !== 'live'));
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(sold.id)).toMatchObject({ state: 'sold', card: { id: sold.id } });
    expect(byId.get(gone.id)).toMatchObject({
      state: 'gone',
      card: null,
      title: '2019 Ford Transit Custom',
    });
    expect((await unsave(buyer, gone.id)).status).toBe(204);
    expect(await ids(buyer)).toEqual([sold.id]);
  });
});

describe('what cannot be saved', () => {
  it('answers 400 for a malformed id and 404 for an unknown or unapproved van', async () => {
    const buyer = await newSeller(stage);
    const bad = await save(buyer, 'not%20an%20id!');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    expect((await unsave(buyer, 'a'.repeat(65))).status).toBe(400);

    const unknown = await save(buyer, `never-${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(SAVED_VANS_MESSAGES.notFound);
    const pending = await aVan({ approval_status: 'pending' });
    expect((await save(buyer, pending.id)).status).toBe(404);
    expect(await ids(buyer)).toEqual([]);
  });

  it('answers 409 for a sold van and saves nothing', async () => {
    const buyer = await newSeller(stage);
    const sold = await aVan({ status: 'sold' });
    const answer = await save(buyer, sold.id);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(SAVED_VANS_MESSAGES.unavailable);
    expect(await ids(buyer)).toEqual([]);
  });

  it(`stops at ${SAVED_VANS_LIMIT} vans with a 422 that says so, and makes room on a remove`, async () => {
    const buyer = await newSeller(stage);
    const kept = await aVan();
    await save(buyer, kept.id);
    // A list one short of full, without saving 499 real vans first.
    await db.client.send(
      new PutCommand({
        TableName: db.tableName,
        Item: { ...savedVansTallyKey(buyer.userId), saved: SAVED_VANS_LIMIT - 1 },
      }),
    );
    const last = await aVan();
    expect((await save(buyer, last.id)).status).toBe(200);
    const over = await aVan();
    const refused = await save(buyer, over.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'saved_vans_full',
      message: SAVED_VANS_MESSAGES.full,
    });
    expect(await ids(buyer)).not.toContain(over.id);
    expect(await savesOf(over.id)).toBe(0);

    await unsave(buyer, kept.id);
    expect((await save(buyer, over.id)).status).toBe(200);
  });

  it('keeps each list to its owner: signed out is 401, another buyer sees and removes nothing of it', async () => {
    const [owner, other] = await Promise.all([newSeller(stage), newSeller(stage)]);
    const van = await aVan();
    await save(owner, van.id);

    expect((await api(stage, 'GET', '/api/me/saved-vans')).status).toBe(401);
    expect((await api(stage, 'PUT', `/api/me/saved-vans/${van.id}`)).status).toBe(401);
    expect((await list(other)).items).toEqual([]);
    expect((await unsave(other, van.id)).status).toBe(204);
    expect(await ids(owner)).toEqual([van.id]);
    expect(await savesOf(van.id)).toBe(1);
  });
});

describe('the sign-in merge', () => {
  it("adds the browser's vans the account lacks, once, at the browser's price, and skips the rest", async () => {
    const buyer = await newSeller(stage);
    const already = await aVan();
    const fresh = await aVan({ price: 12000 });
    const sold = await aVan({ status: 'sold' });
    await save(buyer, already.id);

    const vans = [
      { id: fresh.id, price: 12500, saved_at: '2026-11-01T10:00:00.000Z' },
      { id: fresh.id, price: 12400, saved_at: '2026-11-02T10:00:00.000Z' },
      { id: already.id, price: 1, saved_at: '2026-10-01T10:00:00.000Z' },
      { id: sold.id, price: 5000, saved_at: '2026-11-03T10:00:00.000Z' },
      { id: `never-${randomUUID()}`, price: 5000, saved_at: '2026-11-03T10:00:00.000Z' },
    ];
    const merged = await api(stage, 'POST', '/api/me/saved-vans/import', {
      token: buyer.token,
      body: { vans },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    // The repeat in the browser counts once.
    expect(merged.body).toEqual({ added: 1, already_saved: 1, unavailable: 2, over_limit: 0 });

    const { items } = await list(buyer);
    expect(items.map((item) => item.id).sort()).toEqual([already.id, fresh.id].sort());
    const moved = items.find((item) => item.id === fresh.id)!;
    // The first time it was saved in the browser: the change is measured from there.
    expect(moved).toMatchObject({ price_at_save: 12500, saved_at: '2026-11-01T10:00:00.000Z' });
    expect(items.find((item) => item.id === already.id)!.price_at_save).toBe(already.price);

    // Sent again (a retry): nothing doubles.
    const again = await api(stage, 'POST', '/api/me/saved-vans/import', {
      token: buyer.token,
      body: { vans },
    });
    expect(again.body).toMatchObject({ added: 0 });
    expect(await savesOf(fresh.id)).toBe(1);
  });

  it('refuses a list too long or malformed with 400 and saves nothing', async () => {
    const buyer = await newSeller(stage);
    const van = await aVan();
    const tooMany = Array.from({ length: SAVED_VANS_LIMIT + 1 }, (_, i) => ({
      id: `${van.id.slice(0, 50)}-${i}`,
      price: 100,
      saved_at: '2026-11-01T10:00:00.000Z',
    }));
    const long = await api(stage, 'POST', '/api/me/saved-vans/import', {
      token: buyer.token,
      body: { vans: tooMany },
    });
    expect(long.status).toBe(400);
    const bad = await api(stage, 'POST', '/api/me/saved-vans/import', {
      token: buyer.token,
      body: { vans: [{ id: van.id, price: -5, saved_at: 'yesterday' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(
      expect.arrayContaining(['vans.0.price', 'vans.0.saved_at']),
    );
    expect(await ids(buyer)).toEqual([]);
  });
});
