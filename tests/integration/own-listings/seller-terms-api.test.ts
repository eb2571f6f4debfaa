import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import type { OwnListing } from '#shared/own-listings';
import { SELLER_TERMS_MESSAGES } from '#shared/seller-terms';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { aListingForm, api, newSeller, readyPhotos, stageDb, type Seller } from './seller-stage';

// The account decides a listing's seller type and whether its price can include VAT
// (docs/decisions/031): the seller routes refuse anything else with 422 and store nothing; an
// admin changes the account's type and every listing of it follows.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let privateSeller: Seller;
let dealer: Seller;
let admin: Seller;

const newKey = () => crypto.randomUUID();

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [privateSeller, dealer, admin] = await Promise.all([
    newSeller(stage),
    newSeller(stage),
    newSeller(stage, { admin: true }),
  ]);
  // Both get their profile (as the app's first call does): private accounts.
  for (const seller of [privateSeller, dealer]) {
    expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
  }
  const made = await api(stage, 'PUT', `/api/admin/users/${dealer.userId}/seller-type`, {
    token: admin.token,
    body: { seller_type: 'trade_dealer' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
}, 180_000);

afterAll(async () => {
  closeDb?.();
});

async function create(seller: Seller, overrides: Record<string, unknown>) {
  const photos = await readyPhotos(stage, seller, 3);
  return api(stage, 'POST', '/api/me/listings', {
    token: seller.token,
    body: { ...aListingForm(photos, overrides), idempotency_key: newKey() },
  });
}

async function counts(seller: Seller) {
  return (await api(stage, 'GET', '/api/me/listings', { token: seller.token })).body.counts;
}

describe('a private account', () => {
  it('cannot list as a trade dealer: 422 on the field, nothing stored', async () => {
    const before = await counts(privateSeller);
    const { status, body } = await create(privateSeller, { seller_type: 'trade_dealer' });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'seller_terms',
      message: SELLER_TERMS_MESSAGES.privateAccountTrade,
      fields: { seller_type: [SELLER_TERMS_MESSAGES.privateAccountTrade] },
    });
    expect(await counts(privateSeller)).toEqual(before);
  }, 60_000);

  it('cannot say its price includes VAT: a private sale has none', async () => {
    const before = await counts(privateSeller);
    const { status, body } = await create(privateSeller, {
      seller_type: undefined,
      price_includes_vat: true,
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'seller_terms',
      fields: { price_includes_vat: [SELLER_TERMS_MESSAGES.privateAccountVat] },
    });
    expect(await counts(privateSeller)).toEqual(before);
  }, 60_000);

  it('lists as a private seller without saying so, and cannot edit VAT in later', async () => {
    const created = await create(privateSeller, { seller_type: undefined });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listing = created.body as OwnListing;
    expect(listing).toMatchObject({ seller_type: 'private_seller', price_includes_vat: false });

    const edit = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: privateSeller.token,
      body: {
        ...aListingForm(
          listing.photos.map((photo) => photo.id),
          { seller_type: undefined, price_includes_vat: true, price: 9_999 },
        ),
        expected_updated_at: listing.updated_at,
      },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.error.code).toBe('seller_terms');
    expect(await getListing(db, listing.id)).toMatchObject({
      price: listing.price,
      price_includes_vat: false,
      updated_at: listing.updated_at,
    });

    // Nor can an admin's edit give a private seller's listing VAT.
    const byAdmin = await api(stage, 'PUT', `/api/admin/listings/${listing.id}`, {
      token: admin.token,
      body: {
        ...aListingForm(
          listing.photos.map((photo) => photo.id),
          { seller_type: undefined, price_includes_vat: true },
        ),
        expected_updated_at: listing.updated_at,
      },
    });
    expect(byAdmin.status).toBe(422);
    expect(byAdmin.body.error.code).toBe('seller_terms');
  }, 60_000);
});

describe('a trade account', () => {
  it('lists as a trade dealer and says whether its price includes VAT', async () => {
    const created = await create(dealer, { seller_type: undefined, price_includes_vat: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ seller_type: 'trade_dealer', price_includes_vat: true });
    const refused = await create(dealer, { seller_type: 'private_seller' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({
      seller_type: [SELLER_TERMS_MESSAGES.tradeAccountPrivate],
    });
  }, 60_000);
});

describe("an admin changing an account's type", () => {
  it('is for admins only', async () => {
    const { status } = await api(
      stage,
      'PUT',
      `/api/admin/users/${privateSeller.userId}/seller-type`,
      { token: dealer.token, body: { seller_type: 'trade_dealer' } },
    );
    expect(status).toBe(403);
    const bad = await api(stage, 'PUT', `/api/admin/users/${privateSeller.userId}/seller-type`, {
      token: admin.token,
      body: { seller_type: 'wizard' },
    });
    expect(bad.status).toBe(400);
    const unknown = await api(stage, 'PUT', '/api/admin/users/nobody-at-all/seller-type', {
      token: admin.token,
      body: { seller_type: 'trade_dealer' },
    });
    expect(unknown.status).toBe(404);
  });

  it("gives every listing of the account its type, and a trade price that keeps the buyer's total", async () => {
    const seller = await newSeller(stage);
    await api(stage, 'GET', '/api/me/profile', { token: seller.token });
    const first = (await create(seller, { seller_type: undefined })).body as OwnListing;
    const second = (await create(seller, { seller_type: undefined })).body as OwnListing;

    const toTrade = await api(stage, 'PUT', `/api/admin/users/${seller.userId}/seller-type`, {
      token: admin.token,
      body: { seller_type: 'trade_dealer' },
    });
    expect(toTrade.status).toBe(200);
    expect(toTrade.body).toEqual({ seller_type: 'trade_dealer', listings_changed: 2 });
    for (const listing of [first, second]) {
      // The advertised figure is what a buyer pays, as before: taken as including VAT.
      expect(await getListing(db, listing.id)).toMatchObject({
        seller_type: 'trade_dealer',
        price_includes_vat: true,
        price: listing.price,
        // Not the seller's edit: their copy of the listing stays current.
        updated_at: listing.updated_at,
        approval_status: listing.approval_status,
      });
    }
    const profile = await api(stage, 'GET', '/api/me/profile', { token: seller.token });
    expect(profile.body.seller_type).toBe('trade_dealer');
    const detail = await api(stage, 'GET', `/api/admin/users/${seller.userId}`, {
      token: admin.token,
    });
    expect(detail.body as AdminUserDetail).toMatchObject({
      seller_type: 'trade_dealer',
      audit: [
        {
          action: 'account_type',
          before: { seller_type: 'private_seller' },
          after: { seller_type: 'trade_dealer' },
        },
      ],
    });

    // Again: nothing changes, nothing is recorded.
    const again = await api(stage, 'PUT', `/api/admin/users/${seller.userId}/seller-type`, {
      token: admin.token,
      body: { seller_type: 'trade_dealer' },
    });
    expect(again.body).toEqual({ seller_type: 'trade_dealer', listings_changed: 0 });

    const toPrivate = await api(stage, 'PUT', `/api/admin/users/${seller.userId}/seller-type`, {
      token: admin.token,
      body: { seller_type: 'private_seller' },
    });
    expect(toPrivate.body).toEqual({ seller_type: 'private_seller', listings_changed: 2 });
    expect(await getListing(db, first.id)).toMatchObject({
      seller_type: 'private_seller',
      price_includes_vat: false,
    });
    const trail = await api(stage, 'GET', `/api/admin/users/${seller.userId}`, {
      token: admin.token,
    });
    expect((trail.body as AdminUserDetail).audit).toHaveLength(2);
  }, 90_000);
});
