import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as approveHandler } from '#lambdas/handlers/admin-approve-listing';
import { handler as deleteHandler } from '#lambdas/handlers/admin-delete-listing';
import { handler as deletePhotoHandler } from '#lambdas/handlers/admin-delete-listing-photo';
import { handler as detailHandler } from '#lambdas/handlers/admin-listing';
import { handler as listHandler } from '#lambdas/handlers/admin-listings';
import { handler as queueHandler } from '#lambdas/handlers/admin-moderation-queue';
import { handler as rejectHandler } from '#lambdas/handlers/admin-reject-listing';
import { handler as statusHandler } from '#lambdas/handlers/admin-set-listing-status';
import { handler as mainPhotoHandler } from '#lambdas/handlers/admin-set-listing-main-photo';
import { handler as updateHandler } from '#lambdas/handlers/admin-update-listing';
import { getListing } from '#lambdas/listing/listing-repo';
import { DEFAULT_MODERATION_REASONS } from '#shared/admin/settings';
import type { Listing } from '#shared/listing';
import {
  anAdmin,
  aSeller,
  auditUnder,
  call,
  formOf,
  ownPhotos,
  startAdminEmulators,
  storeListing,
  type AdminEmulators,
  type Caller,
  type Handler,
} from './listings-support';
import { putListing } from '#lambdas/listing/listing-writer';

// Every admin listing route refuses anonymous callers (401) and signed-in sellers (403) before
// any of its code runs, and serves an admin; a refused call changes nothing.
let env: AdminEmulators;
let admin: Caller;
let seller: Caller;

beforeAll(async () => {
  env = await startAdminEmulators();
  admin = anAdmin();
  seller = await aSeller(env.db);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

type Request = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

type RouteCase = {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  /** A valid request on a fresh listing of the seller's, and the admin's expected status. */
  request: (listing: Listing) => Request;
  status: number;
};

const ROUTES: RouteCase[] = [
  {
    name: 'AdminListings',
    handler: listHandler,
    method: 'GET',
    path: '/api/admin/listings',
    request: () => ({ query: { approval: 'pending' } }),
    status: 200,
  },
  {
    name: 'AdminListing',
    handler: detailHandler,
    method: 'GET',
    path: '/api/admin/listings/{id}',
    request: (l) => ({ params: { id: l.id } }),
    status: 200,
  },
  {
    name: 'AdminModerationQueue',
    handler: queueHandler,
    method: 'GET',
    path: '/api/admin/moderation',
    request: () => ({}),
    status: 200,
  },
  {
    name: 'AdminApproveListing',
    handler: approveHandler,
    method: 'POST',
    path: '/api/admin/listings/{id}/approve',
    request: (l) => ({ params: { id: l.id }, body: { expected_updated_at: l.updated_at } }),
    status: 200,
  },
  {
    name: 'AdminRejectListing',
    handler: rejectHandler,
    method: 'POST',
    path: '/api/admin/listings/{id}/reject',
    request: (l) => ({
      params: { id: l.id },
      body: {
        reason: DEFAULT_MODERATION_REASONS[0],
        note: '',
        expected_updated_at: l.updated_at,
      },
    }),
    status: 200,
  },
  {
    name: 'AdminSetListingStatus',
    handler: statusHandler,
    method: 'PUT',
    path: '/api/admin/listings/{id}/status',
    request: (l) => ({ params: { id: l.id }, body: { status: 'inactive' } }),
    status: 200,
  },
  {
    name: 'AdminUpdateListing',
    handler: updateHandler,
    method: 'PUT',
    path: '/api/admin/listings/{id}',
    request: (l) => ({ params: { id: l.id }, body: formOf(l, { price: l.price + 100 }) }),
    status: 200,
  },
  {
    name: 'AdminDeleteListing',
    handler: deleteHandler,
    method: 'DELETE',
    path: '/api/admin/listings/{id}',
    request: (l) => ({ params: { id: l.id } }),
    status: 204,
  },
  {
    name: 'AdminDeleteListingPhoto',
    handler: deletePhotoHandler,
    method: 'DELETE',
    path: '/api/admin/listings/{id}/photos/{photoId}',
    request: (l) => ({ params: { id: l.id, photoId: l.image_urls[3]!.split('/').at(-2)! } }),
    status: 200,
  },
  {
    name: 'AdminSetListingMainPhoto',
    handler: mainPhotoHandler,
    method: 'POST',
    path: '/api/admin/listings/{id}/photos/{photoId}/main',
    request: (l) => ({ params: { id: l.id, photoId: l.image_urls[2]!.split('/').at(-2)! } }),
    status: 200,
  },
];

/** A fresh pending listing with four photos, so every route has something to act on. */
async function freshListing(): Promise<Listing> {
  const listing = await storeListing(env, seller);
  const extra = ownPhotos(listing.id, 1);
  const withFour = { ...listing, image_urls: [...listing.image_urls, ...extra.urls] };
  await putListing(env.db, withFour);
  return withFour;
}

describe.each(ROUTES)('$name: $method $path', (route) => {
  it('answers 401 to an anonymous caller and 403 to a seller, changing nothing', async () => {
    const listing = await freshListing();
    const request = route.request(listing);
    const anonymous = await call(route.handler, route.method, route.path, request);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('unauthorized');
    const asSeller = await call(route.handler, route.method, route.path, {
      ...request,
      caller: seller,
    });
    expect(asSeller.status).toBe(403);
    expect(asSeller.body.error.code).toBe('forbidden');
    // Even on the seller's own listing: the admin routes are for admins only.
    expect(await getListing(env.db, listing.id)).toEqual(listing);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
  });

  it(`serves an admin (${route.status})`, async () => {
    const listing = await freshListing();
    const answer = await call(route.handler, route.method, route.path, {
      ...route.request(listing),
      caller: admin,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(route.status);
  });
});
