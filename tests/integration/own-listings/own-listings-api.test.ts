import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setListingTallies, talliesOf } from '#lambdas/listing/listing-state-repo';
import type { Db } from '#lambdas/platform/db';
import { imageVariantKey } from '#shared/image-keys';
import { LISTING_MESSAGES, LISTING_LIMITS } from '#shared/listing-form';
import {
  OWN_LISTING_BULK_MESSAGES,
  OWN_LISTINGS_QUERY_MESSAGES,
  type OwnListing,
  type OwnListingsPage,
} from '#shared/own-listings';
import { STOCK_REFERENCE_ERROR_CODE, STOCK_REFERENCE_MESSAGES } from '#shared/stock-reference';
import { listingKey, listingTallyKey, stockRefKey, uploadKey } from '#shared/table-keys';
import { aListing } from '../../support/listing-fixture';
import { stageS3Client, type TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import {
  aListingForm,
  api,
  approve,
  newSeller,
  readyPhotos,
  stageDb,
  type Seller,
} from './seller-stage';
import { putListing } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// The seller's listing routes end to end on the local stage: the gateway's JWT checks, the
// handlers, DynamoDB Local, s3rver and the photo processor on s3rver's events.
// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let stage: TestStage;
let db: Db;
let closeDb: () => void;
let owner: Seller;
let other: Seller;
let admin: Seller;

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [owner, other, admin] = await Promise.all([
    newSeller(stage),
    newSeller(stage),
    newSeller(stage, { admin: true }),
  ]);
}, 180_000);

afterAll(async () => {
  closeDb?.();
});

const newKey = () => crypto.randomUUID();

async function createListing(seller: Seller, overrides = {}): Promise<OwnListing> {
  const photos = await readyPhotos(stage, seller, 3);
  const { status, body } = await api(stage, 'POST', '/api/me/listings', {
    token: seller.token,
    body: { ...aListingForm(photos, overrides), idempotency_key: newKey() },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as OwnListing;
}

const formOf = (listing: OwnListing, overrides = {}) => ({
  ...aListingForm(
    listing.photos.map((photo) => photo.id),
    {},
  ),
  expected_updated_at: listing.updated_at,
  ...overrides,
});

describe('creating a listing', () => {
  let created: OwnListing;

  beforeAll(async () => {
    created = await createListing(owner, { location: 'Staines upon Thames', postcode: 'tw18 4aa' });
  }, 60_000);

  it('stores it active and pending, the location hyphenated and the postcode geocoded', async () => {
    expect(created).toMatchObject({
      user_id: owner.userId,
      status: 'active',
      approval_status: 'pending',
      location: 'staines-upon-thames',
      location_slug: 'staines-upon-thames',
      postcode: 'TW18 4AA',
      colour: 'White',
      views: 0,
      enquiries: 0,
      rejection_reason: null,
    });
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: listingKey(created.id) }),
    );
    expect(Item?.latitude).toBeCloseTo(51.43, 0);
    expect(String(Item?.geohash)).toHaveLength(9);
  });

  it('serves its photos as WebP variants under the listing, without metadata', async () => {
    expect(created.photos).toHaveLength(3);
    const s3 = stageS3Client(stage);
    try {
      for (const photo of created.photos) {
        expect(photo.url).toBe(`/${imageVariantKey(created.id, photo.id, 640)}`);
        const object = await s3.send(
          new GetObjectCommand({
            Bucket: stage.buckets.images,
            Key: imageVariantKey(created.id, photo.id, 320),
          }),
        );
        const meta = await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
      }
      const served = await fetch(`${stage.url}${created.photos[0]!.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      s3.destroy();
    }
  });

  it('creates one listing for a repeated idempotency key', async () => {
    const photos = await readyPhotos(stage, owner, 3);
    const request = { ...aListingForm(photos), idempotency_key: newKey() };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        api(stage, 'POST', '/api/me/listings', { token: owner.token, body: request }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const again = await api(stage, 'POST', '/api/me/listings', {
      token: owner.token,
      body: request,
    });
    expect(again).toMatchObject({ status: 200, body: { id: [...ids][0] } });
  }, 60_000);

  it('refuses bad fields with the form’s messages and stores nothing', async () => {
    const photos = await readyPhotos(stage, owner, 3);
    const before = await api(stage, 'GET', '/api/me/listings', { token: owner.token });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ description: 'Too short.' }, 'description', LISTING_MESSAGES.description],
      [{ description: 'x'.repeat(10_001) }, 'description', LISTING_MESSAGES.descriptionLong],
      [{ postcode: 'not a postcode' }, 'postcode', LISTING_MESSAGES.postcode],
      [{ year: 1899 }, 'year', LISTING_MESSAGES.year(new Date().getUTCFullYear() + 1)],
      [{ year: 'abc' }, 'year', LISTING_MESSAGES.year(new Date().getUTCFullYear() + 1)],
      [{ model: 'Golf' }, 'model', LISTING_MESSAGES.model],
      [{ make: 'Tesla' }, 'make', LISTING_MESSAGES.make],
      [{ price: -1 }, 'price', LISTING_MESSAGES.price],
      [{ mileage: 12.5 }, 'mileage', LISTING_MESSAGES.mileage],
      [{ colour: 'Chartreuse' }, 'colour', LISTING_MESSAGES.colour],
      [{ colour: 'white' }, 'colour', LISTING_MESSAGES.colour],
      [
        { title: 'Line one\nForged: line' },
        'title',
        'Please keep this to one line, without line breaks or special characters',
      ],
      [{ photos: photos.slice(0, 2) }, 'photos', LISTING_MESSAGES.minPhotos],
      [
        { photos: Array.from({ length: 11 }, () => crypto.randomUUID()) },
        'photos',
        LISTING_MESSAGES.maxPhotos,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await api(stage, 'POST', '/api/me/listings', {
        token: owner.token,
        body: { ...aListingForm(photos, overrides as never), idempotency_key: newKey() },
      });
      expect(status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(body.error.fields[field]).toContain(message);
    }
    const unknown = await api(stage, 'POST', '/api/me/listings', {
      token: owner.token,
      body: { ...aListingForm(photos, { postcode: 'ZZ9 9ZZ' }), idempotency_key: newKey() },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({
      code: 'postcode_unknown',
      fields: { postcode: [LISTING_MESSAGES.postcodeUnknown] },
    });
    const after = await api(stage, 'GET', '/api/me/listings', { token: owner.token });
    expect(after.body.counts).toEqual(before.body.counts);
  }, 60_000);

  it('keeps HTML in text fields as text', async () => {
    const title = '<script>alert(1)</script> <b>Van</b>';
    const listing = await createListing(owner, { title });
    expect(listing.title).toBe(title);
    const read = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token });
    expect(read.body.title).toBe(title);
  }, 60_000);

  it('refuses photos that are not the seller’s finished uploads', async () => {
    const theirs = await readyPhotos(stage, other, 1);
    const mine = await readyPhotos(stage, owner, 2);
    const { status, body } = await api(stage, 'POST', '/api/me/listings', {
      token: owner.token,
      body: { ...aListingForm([...mine, theirs[0]!]), idempotency_key: newKey() },
    });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({ code: 'photos_invalid' });
  }, 60_000);
});

describe('who may do what', () => {
  let listing: OwnListing;

  beforeAll(async () => {
    listing = await createListing(owner);
  }, 60_000);

  const idRoutes = (id: string, photoId: string): [string, string][] => [
    ['GET', `/api/me/listings/${id}`],
    ['PUT', `/api/me/listings/${id}`],
    ['POST', `/api/me/listings/${id}/sold`],
    ['DELETE', `/api/me/listings/${id}/photos/${photoId}`],
    ['POST', `/api/me/listings/${id}/photos/${photoId}/main`],
  ];

  it('answers 401 to anonymous callers on every seller route', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/me/listings'],
      ['POST', '/api/me/listings'],
      ['POST', '/api/me/uploads'],
      ['GET', `/api/me/uploads/${crypto.randomUUID()}`],
      ...idRoutes(listing.id, listing.photos[0]!.id),
    ];
    for (const [method, path] of routes) {
      const { status } = await api(stage, method, path, method === 'GET' ? {} : { body: {} });
      expect(status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 404 to another seller and to an admin, and changes nothing', async () => {
    for (const caller of [other, admin]) {
      for (const [method, path] of idRoutes(listing.id, listing.photos[1]!.id)) {
        const body = method === 'PUT' ? formOf(listing) : undefined;
        const { status } = await api(stage, method, path, { token: caller.token, body });
        expect(status, `${method} ${path}`).toBe(404);
      }
      const upload = await api(stage, 'GET', `/api/me/uploads/${listing.photos[0]!.id}`, {
        token: caller.token,
      });
      expect(upload.status).toBe(404);
    }
    const read = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token });
    expect(read.body).toEqual(listing);
  });

  it('lets the owner read it', async () => {
    const read = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(listing.id);
  });
});

describe('editing', () => {
  it('sends an approved listing back to pending and out of search, only over the version read', async () => {
    const listing = await createListing(owner, { title: 'Edit me' });
    await approve(db, listing.id);
    const approved = (
      await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token })
    ).body as OwnListing;
    const search = async () =>
      (await api(stage, 'GET', '/api/listings/search?search=Edit%20me')).body.items.map(
        (card: { id: string }) => card.id,
      );
    // Search containers read the change log at most once a second: poll, do not sleep.
    await expect.poll(search, { timeout: 10_000 }).toContain(listing.id);

    // Saving what is there changes nothing and keeps it approved.
    const same = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(approved, { title: 'Edit me' }),
    });
    expect(same.status).toBe(200);
    expect(same.body.approval_status).toBe('approved');

    const edited = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(approved, { title: 'Edit me', price: 15_000 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ price: 15_000, approval_status: 'pending' });
    await expect.poll(search, { timeout: 10_000 }).not.toContain(listing.id);

    // The other tab still holds the approved copy: its save is refused, not merged.
    const stale = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(approved, { title: 'Edit me', price: 9_999 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'listing_changed',
      message: LISTING_MESSAGES.changedElsewhere,
    });
    const read = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token });
    expect(read.body.price).toBe(15_000);
  }, 60_000);

  it("shows buyers 'Price reduced' once a cut is approved, and not after a raise (decision 077)", async () => {
    // A seller of its own: the file's owner writes close to 30 listings in 10 minutes, the limit.
    const owner = await newSeller(stage);
    const title = `Cut me ${Date.now()}`;
    const listing = await createListing(owner, { title });
    await approve(db, listing.id);
    const own = async () =>
      (await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token }))
        .body as OwnListing;
    const card = async () =>
      (
        (await api(stage, 'GET', `/api/listings/search?search=${encodeURIComponent(title)}`)).body
          .items as { id: string; price: number; price_reduced?: boolean }[]
      ).find((item) => item.id === listing.id);
    await expect.poll(card, { timeout: 10_000 }).toMatchObject({ price_reduced: false });

    const before = await own();
    const cut = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(before, { title, price: before.price - 500 }),
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    await approve(db, listing.id);
    await expect
      .poll(card, { timeout: 10_000 })
      .toMatchObject({ price: before.price - 500, price_reduced: true });

    const raise = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(await own(), { title, price: before.price - 250 }),
    });
    expect(raise.status).toBe(200);
    await approve(db, listing.id);
    await expect
      .poll(card, { timeout: 10_000 })
      .toMatchObject({ price: before.price - 250, price_reduced: false });
  }, 90_000);

  it('deletes a photo and makes another the main one, keeping at least three', async () => {
    const listing = await createListing(owner);
    const extra = await readyPhotos(stage, owner, 1);
    const withFour = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(listing, { photos: [...listing.photos.map((p) => p.id), extra[0]] }),
    });
    expect(withFour.body.photos).toHaveLength(4);

    const [first, second, , fourth] = withFour.body.photos as OwnListing['photos'];
    const main = await api(
      stage,
      'POST',
      `/api/me/listings/${listing.id}/photos/${fourth!.id}/main`,
      { token: owner.token },
    );
    expect(main.status).toBe(200);
    expect(main.body.photos.map((p: { id: string }) => p.id)).toEqual([
      fourth!.id,
      first!.id,
      second!.id,
      withFour.body.photos[2].id,
    ]);

    const deleted = await api(
      stage,
      'DELETE',
      `/api/me/listings/${listing.id}/photos/${second!.id}`,
      { token: owner.token },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.photos).toHaveLength(3);
    const gone = await fetch(`${stage.url}${second!.url}`);
    expect(gone.status).toBe(404);

    const tooFew = await api(
      stage,
      'DELETE',
      `/api/me/listings/${listing.id}/photos/${first!.id}`,
      { token: owner.token },
    );
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.error.code).toBe('photos_invalid');
  }, 60_000);
});

describe('colour', () => {
  it('stores the colour chosen, shows it on the public page, and an edit changes it', async () => {
    const listing = await createListing(owner, { colour: 'Silver' });
    expect(listing.colour).toBe('Silver');
    await approve(db, listing.id);
    const detail = async () =>
      (await api(stage, 'GET', `/api/listings/${listing.id}`)).body.listing?.colour as unknown;
    expect(await detail()).toBe('Silver');

    const read = (await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token }))
      .body as OwnListing;
    const edited = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(read, { colour: 'Red' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ colour: 'Red', approval_status: 'pending' });
    await approve(db, listing.id);
    expect(await detail()).toBe('Red');

    // Not stated: none.
    const again = (
      await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token })
    ).body as OwnListing;
    const cleared = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(again, { colour: '' }),
    });
    expect(cleared.body.colour).toBeNull();
  }, 60_000);
});

describe('a draft (an import short of photos)', () => {
  it('is the seller’s to complete: photos may go, and a save with 3 photos sends it for review', async () => {
    const draft = aListing({
      id: `draft-${crypto.randomUUID().slice(0, 8)}`,
      user_id: owner.userId,
      approval_status: 'draft',
      views: 0,
      colour: 'Blue',
      image_urls: [],
    });
    await putListing(db, draft);
    const read = await api(stage, 'GET', `/api/me/listings/${draft.id}`, { token: owner.token });
    expect(read.body).toMatchObject({ approval_status: 'draft', photos: [] });
    // Not public.
    expect((await api(stage, 'GET', `/api/listings/${draft.id}`)).body.availability).not.toBe(
      'live',
    );

    // Too few photos: the form's rule, and it stays a draft.
    const photos = await readyPhotos(stage, owner, 3);
    const short = await api(stage, 'PUT', `/api/me/listings/${draft.id}`, {
      token: owner.token,
      body: { ...formOf(read.body as OwnListing), photos: photos.slice(0, 2) },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields.photos).toContain(LISTING_MESSAGES.minPhotos);

    const submitted = await api(stage, 'PUT', `/api/me/listings/${draft.id}`, {
      token: owner.token,
      body: { ...formOf(read.body as OwnListing), colour: 'Blue', photos },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ approval_status: 'pending' });
    expect(submitted.body.photos).toHaveLength(3);
  }, 60_000);

  it('may lose photos below three while it is a draft', async () => {
    const listing = await createListing(owner);
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: listingKey(listing.id),
        UpdateExpression: 'SET approval_status = :draft',
        ExpressionAttributeValues: { ':draft': 'draft' },
      }),
    );
    const removed = await api(
      stage,
      'DELETE',
      `/api/me/listings/${listing.id}/photos/${listing.photos[0]!.id}`,
      { token: owner.token },
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ approval_status: 'draft' });
    expect(removed.body.photos).toHaveLength(2);
  }, 60_000);
});

describe('marking sold', () => {
  it('moves the listing to the Sold tab, out of search, and it stays sold', async () => {
    const listing = await createListing(owner, { title: 'Sell me' });
    await approve(db, listing.id);
    const found = async () =>
      (await api(stage, 'GET', '/api/listings/search?search=Sell%20me')).body.items.map(
        (c: { id: string }) => c.id,
      );
    await expect.poll(found, { timeout: 10_000 }).toContain(listing.id);
    const before = (await api(stage, 'GET', '/api/me/listings', { token: owner.token }))
      .body as OwnListingsPage;

    const sold = await api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, {
      token: owner.token,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.status).toBe('sold');

    const active = (await api(stage, 'GET', '/api/me/listings', { token: owner.token }))
      .body as OwnListingsPage;
    const soldTab = (await api(stage, 'GET', '/api/me/listings?tab=sold', { token: owner.token }))
      .body as OwnListingsPage;
    expect(active.counts).toEqual({
      active: before.counts.active - 1,
      sold: before.counts.sold + 1,
    });
    expect(active.items.map((row) => row.id)).not.toContain(listing.id);
    expect(soldTab.items[0]).toMatchObject({ id: listing.id, status: 'sold' });

    await expect.poll(found, { timeout: 10_000 }).not.toContain(listing.id);

    const again = await api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
    const edit = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(sold.body, { status: 'active' }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('listing_sold');
  }, 60_000);

  it('settles a concurrent sale and edit: one wins whole, the other gets 409', async () => {
    const listing = await createListing(owner);
    const [sale, edit] = await Promise.all([
      api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, { token: owner.token }),
      api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
        token: owner.token,
        body: formOf(listing, { price: 1_234 }),
      }),
    ]);
    expect([sale.status, edit.status].sort()).toEqual([200, 409].sort());
    const read = (await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token }))
      .body as OwnListing;
    if (edit.status === 200) expect(read.price).toBe(1_234);
    else expect(read).toMatchObject({ status: 'sold', price: listing.price });
    const tally = await db.client.send(
      new GetCommand({
        TableName: db.tableName,
        Key: listingTallyKey(owner.userId),
        ConsistentRead: true,
      }),
    );
    const tabs = (await api(stage, 'GET', '/api/me/listings?tab=sold', { token: owner.token }))
      .body;
    expect(tally.Item).toMatchObject({ sold: tabs.counts.sold });
  }, 60_000);
});

describe('My Listings', () => {
  it('pages a dealer’s listings newest first, ten at a time, with both tabs counted', async () => {
    const dealer = await newSeller(stage);
    const listings = Array.from({ length: 13 }, (_, i) =>
      aListing({
        id: `dealer-${i}-${Date.now()}`,
        user_id: dealer.userId,
        status: i < 2 ? 'sold' : 'active',
        created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        updated_at: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
      }),
    );
    for (const listing of listings) await putListing(db, listing);
    await setListingTallies(db, talliesOf(listings));

    const first = (await api(stage, 'GET', '/api/me/listings', { token: dealer.token }))
      .body as OwnListingsPage;
    expect(first.counts).toEqual({ active: 11, sold: 2 });
    expect(first.items.map((row) => row.id)).toEqual(
      listings
        .slice(2)
        .reverse()
        .slice(0, 10)
        .map((l) => l.id),
    );
    expect(first.next_cursor).not.toBeNull();
    const second = (
      await api(stage, 'GET', `/api/me/listings?cursor=${first.next_cursor}`, {
        token: dealer.token,
      })
    ).body as OwnListingsPage;
    expect(second.items.map((row) => row.id)).toEqual([listings[2]!.id]);
    expect(second.next_cursor).toBeNull();

    // Another seller's cursor reads nothing of the dealer's.
    const stolen = await api(stage, 'GET', `/api/me/listings?cursor=${first.next_cursor}`, {
      token: other.token,
    });
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(stolen.status).toBeLessThan(500);

    const bad = await api(stage, 'GET', '/api/me/listings?cursor=bm90LWEta2V5', {
      token: dealer.token,
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });
});

describe('presigning a photo upload', () => {
  it('binds the POST to the user’s key, an image type, 1 byte to 5 MB and a few minutes', async () => {
    const { status, body } = await api(stage, 'POST', '/api/me/uploads', {
      token: owner.token,
      body: { content_type: 'image/png', size: 1000 },
    });
    expect(status).toBe(201);
    expect(body.fields.key).toBe(`uploads/${owner.userId}/${body.id}`);
    const policy = JSON.parse(Buffer.from(body.fields.Policy, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual([
      'content-length-range',
      1,
      LISTING_LIMITS.maxPhotoBytes,
    ]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual(['starts-with', '$key', `uploads/${owner.userId}/`]);
    const minutes = (Date.parse(policy.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(3);
    expect(minutes).toBeLessThanOrEqual(5.1);
  });

  it('refuses other types and sizes before signing', async () => {
    for (const body of [
      { content_type: 'application/x-msdownload', size: 1000 },
      { content_type: 'image/jpeg', size: LISTING_LIMITS.maxPhotoBytes + 1 },
      { content_type: 'image/jpeg', size: 0 },
    ]) {
      const answer = await api(stage, 'POST', '/api/me/uploads', { token: owner.token, body });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(LISTING_MESSAGES.photoFile);
    }
  });
});

describe('photos and moderation details that must hold', () => {
  it('attaches an upload to one listing only, and refuses one too old to attach', async () => {
    const listing = await createListing(owner);
    const reused = await api(stage, 'POST', '/api/me/listings', {
      token: owner.token,
      body: {
        ...aListingForm(listing.photos.map((photo) => photo.id)),
        idempotency_key: newKey(),
      },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('photos_invalid');

    const photos = await readyPhotos(stage, owner, 3);
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: uploadKey(owner.userId, photos[0]!),
        UpdateExpression: 'SET created_at = :old',
        ExpressionAttributeValues: { ':old': new Date(Date.now() - 21 * 3600_000).toISOString() },
      }),
    );
    const old = await api(stage, 'POST', '/api/me/listings', {
      token: owner.token,
      body: { ...aListingForm(photos), idempotency_key: newKey() },
    });
    expect(old.status).toBe(422);
    expect(old.body.error.fields.photos).toEqual([LISTING_MESSAGES.photoExpired]);
  }, 60_000);

  it('keeps a moderator’s reason through photo actions and drops it with an edit', async () => {
    const listing = await createListing(owner);
    await db.client.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: listingKey(listing.id),
        UpdateExpression: 'SET approval_status = :rejected, rejection_reason = :reason',
        ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': 'Photos are blurred' },
      }),
    );
    const read = await api(stage, 'GET', `/api/me/listings/${listing.id}`, { token: owner.token });
    expect(read.body).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'Photos are blurred',
    });
    const main = await api(
      stage,
      'POST',
      `/api/me/listings/${listing.id}/photos/${listing.photos[2]!.id}/main`,
      { token: owner.token },
    );
    expect(main.body).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'Photos are blurred',
    });
    const edited = await api(stage, 'PUT', `/api/me/listings/${listing.id}`, {
      token: owner.token,
      body: formOf(main.body, { price: 12_000 }),
    });
    expect(edited.body).toMatchObject({ approval_status: 'pending', rejection_reason: null });
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: listingKey(listing.id) }),
    );
    expect(Item).not.toHaveProperty('rejection_reason');
  }, 60_000);

  it('refuses a cursor whose item keys do not follow from its index key', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        GSI1PK: `OWNER#${owner.userId}`,
        GSI1SK: 'A#2026-01-01T00:00:00.000Z#x',
        PK: '',
        SK: 'LISTING',
      }),
    ).toString('base64url');
    const answer = await api(stage, 'GET', `/api/me/listings?cursor=${forged}`, {
      token: owner.token,
    });
    expect(answer.status).toBe(422);
  });

  it('says a sold listing is already sold when it is sold again', async () => {
    const listing = await createListing(owner);
    await api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, { token: owner.token });
    const again = await api(stage, 'POST', `/api/me/listings/${listing.id}/sold`, {
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(LISTING_MESSAGES.alreadySold);
  }, 60_000);
});

describe('stock references (decision 071)', () => {
  it('keeps one listing per reference of a seller, found with one read', async () => {
    const dealer = await newSeller(stage);
    const first = await createListing(dealer, { stock_reference: ' VN-1042 ' });
    expect(first.stock_reference).toBe('VN-1042');

    // The same reference in another case is the same reference: 409, nothing written.
    const before = (await api(stage, 'GET', '/api/me/listings', { token: dealer.token })).body;
    const photos = await readyPhotos(stage, dealer, 3);
    const taken = await api(stage, 'POST', '/api/me/listings', {
      token: dealer.token,
      body: {
        ...aListingForm(photos, { stock_reference: 'vn-1042' }),
        idempotency_key: newKey(),
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      code: STOCK_REFERENCE_ERROR_CODE,
      message: STOCK_REFERENCE_MESSAGES.taken('vn-1042'),
    });
    const after = (await api(stage, 'GET', '/api/me/listings', { token: dealer.token })).body;
    expect(after.counts).toEqual(before.counts);

    // Another seller's references are theirs.
    await createListing(other, { stock_reference: 'VN-1042' });

    // The feed's lookup: (seller, reference) is one GetItem.
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: stockRefKey(dealer.userId, 'VN-1042') }),
    );
    expect(Item?.listing_id).toBe(first.id);

    // An edit cannot take a reference another listing holds.
    const second = await createListing(dealer, { stock_reference: 'VN-2000' });
    const clash = await api(stage, 'PUT', `/api/me/listings/${second.id}`, {
      token: dealer.token,
      body: formOf(second, { stock_reference: 'VN-1042' }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe(STOCK_REFERENCE_ERROR_CODE);
  }, 90_000);

  it('changes a reference alone without sending the listing back to review, freeing the old', async () => {
    const dealer = await newSeller(stage);
    const created = await createListing(dealer, { stock_reference: 'OLD-1' });
    await approve(db, created.id);
    const approved = (
      await api(stage, 'GET', `/api/me/listings/${created.id}`, { token: dealer.token })
    ).body as OwnListing;
    const renamed = await api(stage, 'PUT', `/api/me/listings/${created.id}`, {
      token: dealer.token,
      body: {
        ...formOf(approved),
        // The form as the seller's page sends it: every field as stored, the reference new.
        title: approved.title,
        stock_reference: 'NEW-1',
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ stock_reference: 'NEW-1', approval_status: 'approved' });
    // The old reference is free for another van.
    const reused = await createListing(dealer, { stock_reference: 'OLD-1' });
    expect(reused.stock_reference).toBe('OLD-1');
  }, 90_000);

  it('never shows the reference to buyers', async () => {
    const dealer = await newSeller(stage);
    const created = await createListing(dealer, { stock_reference: 'SECRET-9' });
    await approve(db, created.id);
    const page = await api(stage, 'GET', `/api/listings/${created.id}`, {});
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('SECRET-9');
  }, 90_000);
});

describe('My Listings search, sort and filters (decision 071)', () => {
  let dealer: Seller;
  const ids: string[] = [];

  beforeAll(async () => {
    dealer = await newSeller(stage);
    const stamp = Date.now();
    const listings = [
      { make: 'Ford', model: 'Transit', price: 18_000, ref: 'NVC-1', reg: 'AB19CDE' },
      { make: 'Ford', model: 'Transit Custom', price: 9_000, ref: 'NVC-2', reg: null },
      { make: 'Vauxhall', model: 'Vivaro', price: 12_500, ref: null, reg: 'XY70ZZZ' },
      { make: 'Renault', model: 'Master', price: 14_000, ref: 'NVC-4', reg: null },
    ].map((van, i) =>
      aListing({
        id: `stock-${stamp}-${i}`,
        user_id: dealer.userId,
        make: van.make,
        model: van.model,
        price: van.price,
        stock_reference: van.ref,
        registration: van.reg,
        approval_status: i === 3 ? 'pending' : 'approved',
        // The last has one photo only: 'Missing photos'; the others three.
        image_urls: ['a', 'b', 'c']
          .slice(0, i === 3 ? 1 : 3)
          .map((photo) => `/images/listings/x/${photo}/640.webp`),
        ...(i === 2
          ? { search_featured: true, boost_expires: new Date(stamp + 86_400_000).toISOString() }
          : {}),
        created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        updated_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      }),
    );
    for (const listing of listings) await putListing(db, listing);
    await setListingTallies(db, talliesOf(listings));
    ids.push(...listings.map((l) => l.id));
  }, 60_000);

  const list = async (query: string, token = dealer.token) =>
    api(stage, 'GET', `/api/me/listings?${query}`, { token });
  const idsOf = (page: OwnListingsPage) => page.items.map((row) => ids.indexOf(row.id));

  it('searches make and model, plate and stock reference', async () => {
    expect(idsOf((await list('q=ford+transit')).body)).toEqual([1, 0]);
    expect(idsOf((await list('q=xy70+zzz')).body)).toEqual([2]);
    const byRef = (await list('q=nvc4')).body as OwnListingsPage;
    expect(idsOf(byRef)).toEqual([3]);
    expect(byRef).toMatchObject({ matched: 1, counts: { active: 4, sold: 0 } });
    expect(byRef.items[0]).toMatchObject({
      stock_reference: 'NVC-4',
      days_in_stock: expect.any(Number),
    });
  });

  it('sorts and filters', async () => {
    expect(idsOf((await list('sort=price_low')).body)).toEqual([1, 2, 3, 0]);
    expect(idsOf((await list('sort=oldest')).body)).toEqual([0, 1, 2, 3]);
    expect(idsOf((await list('state=pending_review')).body)).toEqual([3]);
    expect(idsOf((await list('boosted=1')).body)).toEqual([2]);
    expect(idsOf((await list('missing_photos=1')).body)).toEqual([3]);
  });

  it('is current after the seller’s own change', async () => {
    const sold = await api(stage, 'POST', `/api/me/listings/${ids[1]}/sold`, {
      token: dealer.token,
    });
    expect(sold.status).toBe(200);
    expect(idsOf((await list('q=ford')).body)).toEqual([0]);
    expect(idsOf((await list('tab=sold&q=ford')).body)).toEqual([1]);
  });

  it('answers a bad sort, state, flag or search 400 with its message, never another’s rows', async () => {
    const sort = await list('sort=cheapest');
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.body)).toContain(OWN_LISTINGS_QUERY_MESSAGES.sort);
    expect((await list('state=sold')).status).toBe(400);
    expect((await list('boosted=yes')).status).toBe(400);
    expect((await list(`q=${'x'.repeat(61)}`)).status).toBe(400);
    const mine = await list('q=nvc');
    expect(mine.body.items).toHaveLength(2);
    const theirs = await list('q=nvc', other.token);
    expect(theirs.body.items).toEqual([]);
  });
});

describe('acting on many listings (decision 071)', () => {
  const bulk = (token: string, body: unknown) =>
    api(stage, 'POST', '/api/me/listings/bulk', { token, body });

  it('acts on each of the seller’s own, reports the rest per listing, touches no one else’s', async () => {
    const dealer = await newSeller(stage);
    const stamp = Date.now();
    const [live, sold, theirs] = [
      aListing({ id: `bulk-a-${stamp}`, user_id: dealer.userId, stock_reference: 'BULK-A' }),
      aListing({ id: `bulk-b-${stamp}`, user_id: dealer.userId, status: 'sold' }),
      aListing({ id: `bulk-c-${stamp}`, user_id: other.userId }),
    ];
    for (const listing of [live!, sold!, theirs!]) await putListing(db, listing);
    await setListingTallies(db, talliesOf([live!, sold!]));

    const marked = await bulk(dealer.token, {
      action: 'mark_sold',
      ids: [live!.id, sold!.id, theirs!.id],
    });
    expect(marked.status).toBe(200);
    expect(marked.body.results).toEqual([
      { id: live!.id, ok: true, message: null },
      { id: sold!.id, ok: false, message: LISTING_MESSAGES.alreadySold },
      { id: theirs!.id, ok: false, message: LISTING_MESSAGES.notFound },
    ]);
    const untouched = await api(stage, 'GET', `/api/me/listings/${theirs!.id}`, {
      token: other.token,
    });
    expect(untouched.body).toMatchObject({ status: 'active', updated_at: theirs!.updated_at });

    const deleted = await bulk(dealer.token, { action: 'delete', ids: [live!.id, theirs!.id] });
    expect(deleted.body.results).toEqual([
      { id: live!.id, ok: true, message: null },
      { id: theirs!.id, ok: false, message: LISTING_MESSAGES.notFound },
    ]);
    expect(
      (await api(stage, 'GET', `/api/me/listings/${live!.id}`, { token: dealer.token })).status,
    ).toBe(404);
    expect(
      (await api(stage, 'GET', `/api/me/listings/${theirs!.id}`, { token: other.token })).status,
    ).toBe(200);
    // Its stock reference went with it; the tabs count what is left.
    const { Item } = await db.client.send(
      new GetCommand({ TableName: db.tableName, Key: stockRefKey(dealer.userId, 'BULK-A') }),
    );
    expect(Item).toBeUndefined();
    const tabs = (await api(stage, 'GET', '/api/me/listings', { token: dealer.token })).body;
    expect(tabs.counts).toEqual({ active: 0, sold: 1 });
  }, 60_000);

  it('answers an empty, oversized, repeated or unknown request 400 with its message', async () => {
    const empty = await bulk(owner.token, { action: 'mark_sold', ids: [] });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(OWN_LISTING_BULK_MESSAGES.empty);
    const many = await bulk(owner.token, {
      action: 'delete',
      ids: Array.from({ length: 500 }, (_, i) => `listing-${i}`),
    });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain(OWN_LISTING_BULK_MESSAGES.tooMany);
    const twice = await bulk(owner.token, { action: 'delete', ids: ['x', 'x'] });
    expect(twice.status).toBe(400);
    const unknown = await bulk(owner.token, { action: 'explode', ids: ['x'] });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(OWN_LISTING_BULK_MESSAGES.action);
  });
});
