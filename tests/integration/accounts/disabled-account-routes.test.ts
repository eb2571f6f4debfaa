import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '#lambdas/listing/listing-repo';
import type { Db } from '#lambdas/platform/db';
import { API_ROUTES } from '#shared/api';
import type { RouteContract } from '#shared/api/contract';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '#shared/auth/account-disabled';
import type { OwnListing } from '#shared/own-listings';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import {
  aListingForm,
  api,
  approve,
  newSeller,
  readyPhotos,
  stageDb,
  type Seller,
} from '../own-listings/seller-stage';

// Every route of the table (shared/api/routes) as an account an admin has disabled meets it on
// the local stage: its ID token is still valid (up to an hour), yet every route that admits only
// enabled accounts refuses it with 403 and the message the SPA shows, before validation and
// before any work, while the reads of its own data stay open (decision 033).
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let admin: Seller;
let seller: Seller;
let otherAdmin: Seller;
let listing: OwnListing;

const signedIn = API_ROUTES.filter(
  (route): route is Extract<(typeof API_ROUTES)[number], { account: string }> =>
    route.auth !== 'public',
);
const enabledOnly = signedIn.filter((route) => route.account === 'enabled');
const ownReads = signedIn.filter((route) => route.account === 'disabled-allowed');

/** The route's path with real ids where the route names one, so only the account check stops it. */
function pathOf(route: RouteContract): string {
  const values: Record<string, string> = {
    id: route.path.startsWith('/api/admin/users/') ? seller.userId : listing.id,
    photoId: listing.photos[1]!.id,
    type: 'search',
  };
  return route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

const call = (route: RouteContract, as: Seller) =>
  api(stage, route.method, pathOf(route), {
    token: as.token,
    // An empty body: the account is checked before the fields are.
    body: ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined,
  });

async function setDisabled(person: Seller, disabled: boolean) {
  const { status, body } = await api(stage, 'PUT', `/api/admin/users/${person.userId}/disabled`, {
    token: admin.token,
    body: { disabled },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [admin, seller, otherAdmin] = await Promise.all([
    newSeller(stage, { admin: true }),
    newSeller(stage),
    newSeller(stage, { admin: true }),
  ]);
  // Their profiles, as their first signed-in page makes them.
  for (const person of [seller, otherAdmin]) {
    expect((await api(stage, 'GET', '/api/me/profile', { token: person.token })).status).toBe(200);
  }
  const photos = await readyPhotos(stage, seller, 3);
  const created = await api(stage, 'POST', '/api/me/listings', {
    token: seller.token,
    body: { ...aListingForm(photos), idempotency_key: crypto.randomUUID() },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  listing = created.body as OwnListing;
  await approve(db, listing.id);
  await setDisabled(seller, true);
  await setDisabled(otherAdmin, true);
}, 240_000);

afterAll(async () => {
  closeDb?.();
});

describe('a disabled account with a token from before it was disabled', () => {
  it('covers every signed-in route of the table', () => {
    expect(enabledOnly.length + ownReads.length).toBe(signedIn.length);
    expect(enabledOnly.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        'PresignUpload',
        'CreateImport',
        'StartImport',
        'MarkOwnListingSold',
        'DeleteOwnListingPhoto',
        'SetOwnListingMainPhoto',
        'CreateOwnListing',
        'UpdateOwnListing',
        'UpdateOwnProfile',
        'CreateBoostCheckout',
      ]),
    );
  });

  it.each(enabledOnly.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'is refused %s with 403 and the message the SPA shows',
    async (_, route) => {
      const { status, body } = await call(route, route.auth === 'admin' ? otherAdmin : seller);
      expect(status, JSON.stringify(body)).toBe(403);
      expect(body.error).toEqual({
        code: ACCOUNT_DISABLED_CODE,
        message: ACCOUNT_DISABLED_MESSAGE,
      });
    },
  );

  it('changed nothing: the listing is as it was, live, with its photos in their order', async () => {
    const stored = await getListing(db, listing.id);
    expect(stored).toMatchObject({ status: 'active', approval_status: 'approved' });
    expect(stored?.image_urls).toHaveLength(3);
    const { status, body } = await api(stage, 'GET', `/api/me/listings/${listing.id}`, {
      token: seller.token,
    });
    expect(status).toBe(200);
    expect((body as OwnListing).photos.map((photo) => photo.id)).toEqual(
      listing.photos.map((photo) => photo.id),
    );
  });

  it.each(ownReads.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'still reads its own data: %s',
    async (_, route) => {
      const { status, body } = await call(route, seller);
      expect(body?.error?.code, JSON.stringify(body)).not.toBe(ACCOUNT_DISABLED_CODE);
      expect(status).toBeLessThan(500);
    },
  );

  it('is let through again as soon as an admin enables it', async () => {
    await setDisabled(seller, false);
    const sold = await api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, {
      token: seller.token,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  });
});
