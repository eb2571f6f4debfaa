import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { dynamo } from '#lambdas/platform/dynamo';
import { putEnquiry } from '#lambdas/enquiry/enquiries-repo';
import { getListing } from '#lambdas/listing/listing-repo';
import { getListingTally } from '#lambdas/listing/listing-state-repo';
import { getUploadRecord } from '#lambdas/photo/uploads-repo';
import { handler as approveHandler } from '#lambdas/handlers/admin-approve-listing';
import { handler as deleteHandler } from '#lambdas/handlers/admin-delete-listing';
import { handler as deletePhotoHandler } from '#lambdas/handlers/admin-delete-listing-photo';
import { handler as detailHandler } from '#lambdas/handlers/admin-listing';
import { handler as listHandler } from '#lambdas/handlers/admin-listings';
import { handler as statusHandler } from '#lambdas/handlers/admin-set-listing-status';
import { handler as mainPhotoHandler } from '#lambdas/handlers/admin-set-listing-main-photo';
import { handler as updateHandler } from '#lambdas/handlers/admin-update-listing';
import { handler as rejectHandler } from '#lambdas/handlers/admin-reject-listing';
import { handler as updateOwnHandler } from '#lambdas/handlers/update-own-listing';
import type { AdminListingsPage } from '#shared/admin/listings';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { imageVariantKey, listingPhotoUrl } from '#shared/image-keys';
import type { Listing } from '#shared/listing';
import { LISTING_ERROR_CODES, LISTING_MESSAGES } from '#shared/listing-form';
import { approvedCopyKey, listingKey, listingPk, tombstoneKey, viewsKey } from '#shared/table-keys';
import {
  anAdmin,
  aSeller,
  auditUnder,
  call,
  formOf,
  objectExists,
  ownPhotos,
  readyUpload,
  startAdminEmulators,
  storeListing,
  type AdminEmulators,
  type Caller,
} from './listings-support';
import { putListing } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// Admin Listings' actions on the emulators: status at any time, the admin's edit and photo
// actions with the approval kept, and delete with everything that belongs to the listing.
// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let env: AdminEmulators;
let admin: Caller;
let seller: Caller;

beforeAll(async () => {
  env = await startAdminEmulators();
  admin = anAdmin();
  seller = await aSeller(env.db, { full_name: 'Sam Seller', email: 'sam@vans.example' });
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const photoIdOf = (url: string) => url.split('/').at(-2)!;

async function approved(overrides: Partial<Listing> = {}): Promise<Listing> {
  const listing = await storeListing(env, seller, overrides);
  const answer = await call(approveHandler, 'POST', '/api/admin/listings/{id}/approve', {
    caller: admin,
    params: { id: listing.id },
    body: { expected_updated_at: listing.updated_at },
  });
  expect(answer.status).toBe(200);
  return (await getListing(env.db, listing.id))!;
}

const setStatus = (id: string, status: string) =>
  call(statusHandler, 'PUT', '/api/admin/listings/{id}/status', {
    caller: admin,
    params: { id },
    body: { status },
  });

const edit = (listing: Listing, overrides: Record<string, unknown> = {}) =>
  call(updateHandler, 'PUT', '/api/admin/listings/{id}', {
    caller: admin,
    params: { id: listing.id },
    body: formOf(listing, overrides),
  });

const remove = (id: string) =>
  call(deleteHandler, 'DELETE', '/api/admin/listings/{id}', { caller: admin, params: { id } });

const detail = (id: string) =>
  call(detailHandler, 'GET', '/api/admin/listings/{id}', { caller: admin, params: { id } });

async function list(query: Record<string, string>): Promise<AdminListingsPage> {
  const answer = await call(listHandler, 'GET', '/api/admin/listings', { caller: admin, query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminListingsPage;
}

/** The DynamoDB commands the handlers' client sends while `run` runs. */
async function dynamoCallsDuring<T>(run: () => Promise<T>) {
  const calls: string[] = [];
  const name = 'recordCommands';
  dynamo().middlewareStack.add(
    (next, context) => (args) => {
      calls.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), calls };
  } finally {
    dynamo().middlewareStack.remove(name);
  }
}

async function item(key: { PK: string; SK: string }) {
  const { Item } = await env.db.client.send(
    new GetCommand({ TableName: env.db.tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

describe('status', () => {
  it('sells an approved listing and brings it back, the owner’s tally moving with the tab', async () => {
    const listing = await approved();
    const tally = await getListingTally(env.db, seller.userId);

    const sold = await setStatus(listing.id, 'sold');
    expect(sold.status).toBe(200);
    expect(sold.body).toMatchObject({ status: 'sold', approval_status: 'approved' });
    expect(Date.parse(sold.body.updated_at)).toBeGreaterThan(Date.parse(listing.updated_at));
    expect(await getListingTally(env.db, seller.userId)).toEqual({
      active: tally.active - 1,
      sold: tally.sold + 1,
    });
    expect((await item(listingKey(listing.id)))?.GSI1SK).toBe(
      `S#${sold.body.updated_at}#${listing.id}`,
    );
    expect((await detail(listing.id)).body.public_path).toBeNull();

    const back = await setStatus(listing.id, 'active');
    expect(back.body).toMatchObject({ status: 'active', approval_status: 'approved' });
    expect(await getListingTally(env.db, seller.userId)).toEqual(tally);
    expect((await detail(listing.id)).body.public_path).toContain(listing.id);

    const entries = await auditUnder(env.db, 'listing', listing.id);
    expect(entries.slice(0, 2)).toMatchObject([
      { action: 'status', before: { status: 'sold' }, after: { status: 'active' } },
      { action: 'status', before: { status: 'active' }, after: { status: 'sold' } },
    ]);
  });

  it('sets inactive while pending, the approval untouched', async () => {
    const listing = await storeListing(env, seller);
    const answer = await setStatus(listing.id, 'inactive');
    expect(answer.body).toMatchObject({ status: 'inactive', approval_status: 'pending' });
  });

  it('writes nothing for the same status again, and answers the row', async () => {
    const listing = await storeListing(env, seller);
    const answer = await setStatus(listing.id, 'active');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: listing.id, updated_at: listing.updated_at });
    expect(await getListing(env.db, listing.id)).toEqual(listing);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
  });

  it('keeps a rejection reason and the owner’s disabled flag', async () => {
    const listing = await storeListing(env, seller, { owner_disabled: true });
    const rejected = await call(rejectHandler, 'POST', '/api/admin/listings/{id}/reject', {
      caller: admin,
      params: { id: listing.id },
      body: {
        reason: 'Duplicate of another listing',
        expected_updated_at: listing.updated_at,
      },
    });
    expect(rejected.status).toBe(200);
    await setStatus(listing.id, 'sold');
    const stored = await item(listingKey(listing.id));
    expect(stored).toMatchObject({
      status: 'sold',
      rejection_reason: 'Duplicate of another listing',
      owner_disabled: true,
    });
  });

  it('answers 404 for a missing listing and 400 for an unknown status', async () => {
    const missing = await setStatus('no-such-van', 'sold');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(ADMIN_MESSAGES.listingNotFound);
    const listing = await storeListing(env, seller);
    expect((await setStatus(listing.id, 'deleted')).status).toBe(400);
  });
});

describe('the admin’s edit', () => {
  it('keeps an approved listing approved, its copy following, with the admin’s own photo', async () => {
    const listing = await approved();
    const upload = await readyUpload(env, admin);
    const [first, second, third] = listing.image_urls.map(photoIdOf);
    const answer = await edit(listing, {
      price: 13_250,
      photos: [upload, first, third],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      approval_status: 'approved',
      status: 'active',
      price: 13_250,
      image_urls: [
        listingPhotoUrl(listing.id, upload),
        listing.image_urls[0],
        listing.image_urls[2],
      ],
    });
    // The upload is the listing's now: copied, its record consumed (under the admin's id).
    expect(await objectExists(env, imageVariantKey(listing.id, upload, 640))).toBe(true);
    expect(await getUploadRecord(env.db, admin.userId, upload)).toBeUndefined();
    // The photo left out has its files removed.
    expect(await objectExists(env, imageVariantKey(listing.id, second!, 640))).toBe(false);
    expect(await objectExists(env, imageVariantKey(listing.id, first!, 640))).toBe(true);

    // The approved copy follows: nothing waits for review.
    const shown = await detail(listing.id);
    expect(shown.body.changes).toEqual([]);
    expect(shown.body.public_path).toContain(listing.id);
    expect((await item(approvedCopyKey(listing.id)))?.price).toBe(13_250);

    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'edit',
      before: { price: 14_995, image_urls: listing.image_urls },
      after: { price: 13_250, image_urls: answer.body.image_urls },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual(['image_urls', 'price']);
  });

  it('keeps a pending listing pending, its changes since approval still shown', async () => {
    const listing = await approved();
    const sellerEdit = await call(updateOwnHandler, 'PUT', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: listing.id },
      body: formOf(listing, { mileage: 70_000 }),
    });
    expect(sellerEdit.status).toBe(200);
    const pending = (await getListing(env.db, listing.id))!;
    const answer = await edit(pending, { title: 'Tidied title' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ approval_status: 'pending', title: 'Tidied title' });
    const { body } = await detail(listing.id);
    expect(body.changes.map((change: { field: string }) => change.field)).toEqual([
      'title',
      'mileage',
    ]);
  });

  it('moves the version on, so the seller’s open form is told it changed elsewhere', async () => {
    const listing = await storeListing(env, seller);
    expect((await edit(listing, { price: 15_500 })).status).toBe(200);
    const stale = await call(updateOwnHandler, 'PUT', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: listing.id },
      body: formOf(listing, { price: 14_000 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe(LISTING_ERROR_CODES.changedElsewhere);
  });

  it('refuses an older version (409) and another user’s upload (422), writing nothing', async () => {
    const listing = await storeListing(env, seller);
    const older = await edit({ ...listing, updated_at: '2020-01-01T00:00:00.000Z' }, { price: 1 });
    expect(older.status).toBe(409);
    expect(older.body.error).toMatchObject({
      code: LISTING_ERROR_CODES.changedElsewhere,
      message: LISTING_MESSAGES.changedElsewhere,
    });
    const sellersUpload = await readyUpload(env, seller);
    const foreign = await edit(listing, {
      photos: [...listing.image_urls.map(photoIdOf), sellersUpload],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.code).toBe(LISTING_ERROR_CODES.photos);
    const invalid = await edit(listing, { description: 'short' });
    expect(invalid.status).toBe(400);
    expect(await getListing(env.db, listing.id)).toEqual(listing);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
  });

  it('writes nothing when nothing changes', async () => {
    const listing = await storeListing(env, seller);
    const answer = await edit(listing);
    expect(answer.status).toBe(200);
    expect(answer.body.updated_at).toBe(listing.updated_at);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
  });

  it('edits a sold listing (sold is final for the seller, not for an admin)', async () => {
    const listing = await storeListing(env, seller, { status: 'sold' });
    const answer = await edit(listing, { price: 9_000 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'sold', price: 9_000 });
  });

  it('answers 404 for a missing listing', async () => {
    const listing = await storeListing(env, seller);
    const answer = await call(updateHandler, 'PUT', '/api/admin/listings/{id}', {
      caller: admin,
      params: { id: 'no-such-van' },
      body: formOf(listing),
    });
    expect(answer.status).toBe(404);
  });
});

describe('the admin’s photo actions', () => {
  async function withFourPhotos(): Promise<Listing> {
    const listing = await approved();
    const extra = ownPhotos(listing.id, 1);
    const four = { ...listing, image_urls: [...listing.image_urls, ...extra.urls] };
    await putListing(env.db, four);
    return four;
  }

  it('deletes a photo and its files, approval and approved copy kept in step', async () => {
    const listing = await withFourPhotos();
    const photoId = photoIdOf(listing.image_urls[1]!);
    const answer = await call(
      deletePhotoHandler,
      'DELETE',
      '/api/admin/listings/{id}/photos/{photoId}',
      { caller: admin, params: { id: listing.id, photoId } },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.photos.map((p: { id: string }) => p.id)).not.toContain(photoId);
    expect(answer.body.approval_status).toBe('approved');
    expect(await objectExists(env, imageVariantKey(listing.id, photoId, 640))).toBe(false);
    expect((await item(approvedCopyKey(listing.id)))?.image_urls).toEqual(answer.body.image_urls);
    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'photo_delete',
      after: { image_urls: answer.body.image_urls },
    });

    // Three left: the next delete is refused.
    const refused = await call(
      deletePhotoHandler,
      'DELETE',
      '/api/admin/listings/{id}/photos/{photoId}',
      { caller: admin, params: { id: listing.id, photoId: answer.body.photos[0].id } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ photos: [LISTING_MESSAGES.minPhotos] });
    const unknown = await call(
      deletePhotoHandler,
      'DELETE',
      '/api/admin/listings/{id}/photos/{photoId}',
      { caller: admin, params: { id: listing.id, photoId: 'nope' } },
    );
    expect(unknown.status).toBe(404);
  });

  it('makes a photo the main one; the main one again writes nothing', async () => {
    const listing = await withFourPhotos();
    const photoId = photoIdOf(listing.image_urls[2]!);
    const main = (id: string) =>
      call(mainPhotoHandler, 'POST', '/api/admin/listings/{id}/photos/{photoId}/main', {
        caller: admin,
        params: { id: listing.id, photoId: id },
      });
    const answer = await main(photoId);
    expect(answer.status).toBe(200);
    expect(answer.body.image_urls).toEqual([
      listing.image_urls[2],
      listing.image_urls[0],
      listing.image_urls[1],
      listing.image_urls[3],
    ]);
    const again = await main(photoId);
    expect(again.body.updated_at).toBe(answer.body.updated_at);
    const entries = await auditUnder(env.db, 'listing', listing.id);
    expect(entries.filter((e) => e.action === 'photo_main')).toHaveLength(1);
  });
});

describe('delete', () => {
  it('removes the listing and all that is its, leaving a tombstone and the audit entries', async () => {
    const listing = await approved({ title: 'To be deleted' });
    await putEnquiry(env.db, {
      id: randomUUID(),
      listing_id: listing.id,
      seller_id: seller.userId,
      name: 'Buyer',
      email: 'buyer@example.org',
      phone: null,
      message: 'Is it still for sale?',
      created_at: new Date().toISOString(),
    });
    const tally = await getListingTally(env.db, seller.userId);

    const answer = await remove(listing.id);
    expect(answer.status).toBe(204);
    expect(await getListing(env.db, listing.id)).toBeUndefined();
    expect(await item(viewsKey(listing.id))).toBeUndefined();
    expect(await item(approvedCopyKey(listing.id))).toBeUndefined();
    expect(await getListingTally(env.db, seller.userId)).toEqual({
      active: tally.active - 1,
      sold: tally.sold,
    });
    const tombstone = await item(tombstoneKey(listing.id));
    expect(tombstone).toMatchObject({ id: listing.id, deleted: true, GSI3PK: expect.any(String) });
    expect(tombstone!.expires_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    for (const url of listing.image_urls) {
      expect(await objectExists(env, imageVariantKey(listing.id, photoIdOf(url), 640))).toBe(false);
    }
    const { Items: left } = await env.db.client.send(
      new QueryCommand({
        TableName: env.db.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': listingPk(listing.id) },
        ConsistentRead: true,
      }),
    );
    expect(left?.map((i) => i.SK)).toEqual(['DELETED']);

    // The trail outlives the listing, named as it was.
    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'delete',
      target: { kind: 'listing', id: listing.id, label: 'To be deleted' },
      before: { title: 'To be deleted', status: 'active', approval_status: 'approved' },
      after: null,
    });
    expect((await auditUnder(env.db, 'user', seller.userId)).map((e) => e.id)).toContain(entry!.id);
  });

  it('answers 404 to a second delete, and to the detail, writing nothing more', async () => {
    const listing = await storeListing(env, seller, { status: 'sold' });
    expect((await remove(listing.id)).status).toBe(204);
    const tally = await getListingTally(env.db, seller.userId);
    const second = await remove(listing.id);
    expect(second.status).toBe(404);
    expect(second.body.error.message).toBe(ADMIN_MESSAGES.listingNotFound);
    expect((await detail(listing.id)).status).toBe(404);
    expect(await getListingTally(env.db, seller.userId)).toEqual(tally);
    expect(await auditUnder(env.db, 'listing', listing.id)).toHaveLength(1);
  });

  it('lets one of two deletes at once win, the other 404', async () => {
    const listing = await storeListing(env, seller);
    const answers = await Promise.all([remove(listing.id), remove(listing.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404]);
    expect(await auditUnder(env.db, 'listing', listing.id)).toHaveLength(1);
  });
});

describe('Admin Listings', () => {
  let other: Caller;

  beforeAll(async () => {
    other = await aSeller(env.db, { full_name: 'Northern Van Centre', email: 'sales@nvc.example' });
    const at = (day: string, time: string) => `${day}T${time}.000Z`;
    // One at a time: each adds to the seller's tally.
    await storeListing(env, other, {
      id: 'nvc-1',
      created_at: at('2026-06-30', '22:30:00'),
      make: 'Volkswagen',
      model: 'Crafter',
      title: 'Crew cab Crafter',
    });
    await storeListing(env, other, {
      id: 'nvc-2',
      created_at: at('2026-06-30', '23:30:00'),
      approval_status: 'approved',
    });
    await storeListing(env, other, {
      id: 'nvc-3',
      created_at: at('2026-07-02', '10:00:00'),
      status: 'sold',
      year: 2012,
    });
  });

  beforeEach(() => resetAdminMirrors());

  it('finds an owner’s listings by their name, newest first, with the owner shown', async () => {
    const page = await list({ owner: 'northern van' });
    expect(page.rows.map((r) => r.id)).toEqual(['nvc-3', 'nvc-2', 'nvc-1']);
    expect(page.matched).toBe(3);
    expect(page.rows[0]!.owner).toEqual({
      id: other.userId,
      name: 'Northern Van Centre',
      email: 'sales@nvc.example',
    });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await list({ owner: other.userId })).matched).toBe(3);
  });

  it('filters by status, approval, UK days and text', async () => {
    const owner = { owner: other.userId };
    expect((await list({ ...owner, status: 'sold' })).rows.map((r) => r.id)).toEqual(['nvc-3']);
    expect((await list({ ...owner, approval: 'approved' })).rows.map((r) => r.id)).toEqual([
      'nvc-2',
    ]);
    // 23:30 UTC on 30 June is 1 July in the UK.
    expect(
      (await list({ ...owner, from: '2026-07-01', to: '2026-07-01' })).rows.map((r) => r.id),
    ).toEqual(['nvc-2']);
    expect((await list({ ...owner, to: '2026-06-30' })).rows.map((r) => r.id)).toEqual(['nvc-1']);
    expect((await list({ q: 'CRAFTER' })).rows.map((r) => r.id)).toEqual(['nvc-1']);
    expect((await list({ ...owner, q: '2012' })).rows.map((r) => r.id)).toEqual(['nvc-3']);
    expect((await list({ q: 'nvc-' })).matched).toBe(3);
  });

  it('pages 25 at a time; a page past the end is empty, not an error', async () => {
    const all = await list({});
    expect(all.page_size).toBe(25);
    expect(all.rows.length).toBe(Math.min(25, all.matched));
    const past = await list({ page: '999' });
    expect(past).toMatchObject({ rows: [], page: 999, matched: all.matched, total: all.total });
  });

  it('refuses dates the wrong way round and a bad page with 400', async () => {
    const answer = await call(listHandler, 'GET', '/api/admin/listings', {
      caller: admin,
      query: { from: '2026-07-02', to: '2026-07-01' },
    });
    expect(answer.status).toBe(400);
    const page = await call(listHandler, 'GET', '/api/admin/listings', {
      caller: admin,
      query: { page: '0' },
    });
    expect(page.status).toBe(400);
  });

  it('no longer shows a deleted listing once its mirror refreshes', async () => {
    const listing = await storeListing(env, other);
    expect((await list({ q: listing.id })).matched).toBe(1);
    expect((await remove(listing.id)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await list({ q: listing.id })).matched).toBe(0);
  });

  it('shows each row’s main photo, read again only when the listing has changed', async () => {
    const listing = await storeListing(env, other, { id: `photo-${randomUUID().slice(0, 8)}` });
    const bare = await storeListing(env, other, { image_urls: [] });
    expect((await list({ q: listing.id })).rows).toMatchObject([
      { id: listing.id, image_url: listing.image_urls[0] },
    ]);
    expect((await list({ q: bare.id })).rows).toMatchObject([{ id: bare.id, image_url: null }]);

    // The same page again reads no listing: this container knows its photo at this version.
    const { calls } = await dynamoCallsDuring(() => list({ q: listing.id }));
    expect(calls.filter((c) => c === 'BatchGetItemCommand')).toEqual([]);

    // Another main photo is an edit: the row's new version reads it again.
    const chosen = listing.image_urls[2]!;
    const answer = await call(
      mainPhotoHandler,
      'POST',
      '/api/admin/listings/{id}/photos/{photoId}/main',
      { caller: admin, params: { id: listing.id, photoId: photoIdOf(chosen) } },
    );
    expect(answer.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await list({ q: listing.id })).rows).toMatchObject([{ image_url: chosen }]);
  });

  it('shows the seller’s other listings and counts in the detail', async () => {
    const { body } = await detail('nvc-1');
    expect(body.seller).toMatchObject({ id: other.userId, full_name: 'Northern Van Centre' });
    expect(body.seller_listings.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['nvc-2', 'nvc-3']),
    );
    expect(body.seller_listings.map((r: { id: string }) => r.id)).not.toContain('nvc-1');
    expect(body.seller_listing_counts.sold).toBeGreaterThanOrEqual(1);
    expect(body.changes).toBeNull();
  });
});
