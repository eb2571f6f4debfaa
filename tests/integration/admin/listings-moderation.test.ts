import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectListing } from '#lambdas/listing/admin/moderate-listing';
import { getListing } from '#lambdas/listing/listing-repo';
import { handler as approveHandler } from '#lambdas/handlers/admin-approve-listing';
import { handler as detailHandler } from '#lambdas/handlers/admin-listing';
import { handler as listHandler } from '#lambdas/handlers/admin-listings';
import { handler as queueHandler } from '#lambdas/handlers/admin-moderation-queue';
import { handler as rejectHandler } from '#lambdas/handlers/admin-reject-listing';
import { handler as ownListingHandler } from '#lambdas/handlers/own-listing';
import { handler as updateOwnHandler } from '#lambdas/handlers/update-own-listing';
import { ADMIN_MESSAGES } from '#shared/admin/messages';
import { DEFAULT_MODERATION_REASONS } from '#shared/admin/settings';
import type { ModerationItem, ModerationQueuePage } from '#shared/admin/listings';
import type { Listing } from '#shared/listing';
import { approvedCopyKey, listingKey } from '#shared/table-keys';
import {
  anAdmin,
  aSeller,
  auditUnder,
  call,
  formOf,
  mailsTo,
  SITE_ORIGIN,
  startAdminEmulators,
  storeListing,
  type AdminEmulators,
  type Caller,
} from './listings-support';
import { listingItem } from '#lambdas/listing/listing-writer';
import { guardListingWrites } from '../../support/listing-write-guard';

// Moderation on the emulators: approve and reject only while pending and only the version the
// moderator saw, each change and its audit entries in one transaction, the rejection reason on
// the seller's page and in their mailbox, and the queue of what waits.
// Every write of a listing item in this file must be the listing writer's (decision 043).
guardListingWrites();

let env: AdminEmulators;
let admin: Caller;
let seller: Caller;

beforeAll(async () => {
  env = await startAdminEmulators();
  admin = anAdmin();
  seller = await aSeller(env.db, { full_name: 'Jo Bloggs' });
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

const REASON = DEFAULT_MODERATION_REASONS[1];

const approve = (listing: Pick<Listing, 'id' | 'updated_at'>, expected = listing.updated_at) =>
  call(approveHandler, 'POST', '/api/admin/listings/{id}/approve', {
    caller: admin,
    params: { id: listing.id },
    body: { expected_updated_at: expected },
  });

const reject = (listing: Pick<Listing, 'id' | 'updated_at'>, body: Record<string, unknown> = {}) =>
  call(rejectHandler, 'POST', '/api/admin/listings/{id}/reject', {
    caller: admin,
    params: { id: listing.id },
    body: { reason: REASON, note: '', expected_updated_at: listing.updated_at, ...body },
  });

const detail = (id: string) =>
  call(detailHandler, 'GET', '/api/admin/listings/{id}', { caller: admin, params: { id } });

async function queue(cursor?: string): Promise<ModerationQueuePage> {
  const answer = await call(queueHandler, 'GET', '/api/admin/moderation', {
    caller: admin,
    query: cursor ? { cursor } : {},
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ModerationQueuePage;
}

/** Every item of the queue, page by page. */
async function wholeQueue(): Promise<ModerationItem[]> {
  const items: ModerationItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await queue(cursor);
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

async function storedItem(id: string) {
  const { Item } = await env.db.client.send(
    new GetCommand({ TableName: env.db.tableName, Key: listingKey(id), ConsistentRead: true }),
  );
  return Item;
}

describe('approve', () => {
  it('makes a pending listing approved and active, with its approved copy and audit entries', async () => {
    const listing = await storeListing(env, seller, { status: 'inactive' });
    const answer = await approve(listing);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id: listing.id,
      status: 'active',
      approval_status: 'approved',
      owner: { id: seller.userId, name: 'Jo Bloggs', email: seller.email },
      owner_disabled: false,
    });
    expect(Date.parse(answer.body.updated_at)).toBeGreaterThan(Date.parse(listing.updated_at));

    const stored = await getListing(env.db, listing.id);
    expect(stored).toMatchObject({ status: 'active', approval_status: 'approved' });
    expect(stored!.updated_at).toBe(answer.body.updated_at);
    const { Item: copy } = await env.db.client.send(
      new GetCommand({ TableName: env.db.tableName, Key: approvedCopyKey(listing.id) }),
    );
    expect(copy).toMatchObject({ id: listing.id, approval_status: 'approved', status: 'active' });
    // The copy is no second listing in any index.
    expect(Object.keys(copy!).filter((key) => key.startsWith('GSI'))).toEqual([]);

    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'approve',
      actor: { id: admin.userId, email: admin.email, name: admin.name },
      target: { kind: 'listing', id: listing.id, label: listing.title },
      before: { status: 'inactive', approval_status: 'pending' },
      after: { status: 'active', approval_status: 'approved' },
      reason: null,
    });
    expect(entry!.at).toBe(answer.body.updated_at);
    // The seller's own trail shows it too.
    const forOwner = await auditUnder(env.db, 'user', seller.userId);
    expect(forOwner.map((e) => e.id)).toContain(entry!.id);
  });

  it('shows the approved listing at its public path in the admin detail, with its trail', async () => {
    const listing = await storeListing(env, seller);
    await approve(listing);
    const { status, body } = await detail(listing.id);
    expect(status).toBe(200);
    expect(body.public_path).toBe(`/used-vans/ford/transit-custom/2019/leeds/${listing.id}`);
    expect(body.changes).toEqual([]);
    expect(body.photo_changes).toEqual({ added: [], removed: [] });
    expect(body.audit.map((entry: { action: string }) => entry.action)).toEqual(['approve']);
    expect(body.seller).toMatchObject({
      id: seller.userId,
      full_name: 'Jo Bloggs',
      role: 'user',
      tag: null,
      disabled: false,
    });
  });

  it('removes an earlier rejection reason', async () => {
    const listing = await storeListing(env, seller);
    await env.db.client.send(
      new PutCommand({
        TableName: env.db.tableName,
        Item: { ...listingItem(listing), rejection_reason: 'An earlier reason' },
      }),
    );
    const answer = await approve(listing);
    expect(answer.status).toBe(200);
    expect((await storedItem(listing.id))?.rejection_reason).toBeUndefined();
    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      before: { rejection_reason: 'An earlier reason' },
      after: { rejection_reason: null },
    });
  });

  it('keeps a listing its seller sold while it waited sold, approving its content', async () => {
    const listing = await storeListing(env, seller, { status: 'sold' });
    const answer = await approve(listing);
    expect(answer.body).toMatchObject({ status: 'sold', approval_status: 'approved' });
  });
});

describe('reject', () => {
  it('makes a pending listing rejected and inactive, with the reason and note for the seller', async () => {
    const listing = await storeListing(env, seller);
    const answer = await reject(listing, { note: 'The photos show a different van.' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'inactive', approval_status: 'rejected' });

    // The seller sees the reason on their listing page.
    const own = await call(ownListingHandler, 'GET', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: listing.id },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      approval_status: 'rejected',
      status: 'inactive',
      rejection_reason: `${REASON}: The photos show a different van.`,
    });

    const [entry] = await auditUnder(env.db, 'listing', listing.id);
    expect(entry).toMatchObject({
      action: 'reject',
      before: { status: 'active', approval_status: 'pending', rejection_reason: null },
      after: {
        status: 'inactive',
        approval_status: 'rejected',
        rejection_reason: `${REASON}: The photos show a different van.`,
      },
      reason: `${REASON}: The photos show a different van.`,
    });
    // No approved copy: it was never approved.
    expect((await detail(listing.id)).body.changes).toBeNull();
  });

  it('mails the seller the reason, the note and the link to their listing page', async () => {
    const listing = await storeListing(env, seller, { title: 'Mail test van' });
    const before = (await mailsTo(env, seller.email)).length;
    await reject(listing, { note: 'Please add the mileage.' });
    const mails = await mailsTo(env, seller.email);
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your listing was not approved: Mail test van');
    expect(mail!.text).toContain(`Reason: ${REASON}`);
    expect(mail!.text).toContain('Please add the mileage.');
    expect(mail!.text).toContain(`${SITE_ORIGIN}/dashboard/listings/${listing.id}`);
  });

  it('stores the reason alone when there is no note', async () => {
    const listing = await storeListing(env, seller);
    await reject(listing);
    expect((await storedItem(listing.id))?.rejection_reason).toBe(REASON);
  });

  it('refuses a reason not in the list with 422, writing and mailing nothing', async () => {
    const listing = await storeListing(env, seller);
    const mailsBefore = (await mailsTo(env, seller.email)).length;
    const answer = await reject(listing, { reason: 'Because I say so' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'unknown_reason',
      message: ADMIN_MESSAGES.unknownReason,
      fields: { reason: [ADMIN_MESSAGES.unknownReason] },
    });
    expect(await getListing(env.db, listing.id)).toEqual(listing);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
    expect(await mailsTo(env, seller.email)).toHaveLength(mailsBefore);
  });

  it('refuses a missing reason and an over-long note with 400', async () => {
    const listing = await storeListing(env, seller);
    expect((await reject(listing, { reason: '' })).status).toBe(400);
    expect((await reject(listing, { note: 'x'.repeat(1001) })).status).toBe(400);
  });

  it('stands when the mail cannot be sent: logged, not an error', async () => {
    const listing = await storeListing(env, seller);
    const errors: string[] = [];
    const row = await rejectListing(
      {
        db: env.db,
        sendMail: () => Promise.reject(new Error('SES is down')),
        siteOrigin: SITE_ORIGIN,
        log: { info: () => {}, warn: () => {}, error: (message) => void errors.push(message) },
      },
      { id: admin.userId, email: admin.email, name: admin.name },
      listing.id,
      { reason: REASON, note: '', expected_updated_at: listing.updated_at },
    );
    expect(row.approval_status).toBe('rejected');
    expect(errors).toEqual(['Listing rejected but the mail to the seller failed']);
  });
});

describe('only while pending, only the version the moderator saw', () => {
  it('answers 409 not_pending to approving or rejecting a listing decided already', async () => {
    const listing = await storeListing(env, seller);
    const first = await approve(listing);
    expect(first.status).toBe(200);
    const audit = await auditUnder(env.db, 'listing', listing.id);
    const stored = await getListing(env.db, listing.id);
    for (const answer of [
      await approve(listing),
      await approve(first.body),
      await reject(first.body),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        code: 'not_pending',
        message: ADMIN_MESSAGES.notPending,
      });
    }
    expect(await getListing(env.db, listing.id)).toEqual(stored);
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual(audit);
  });

  it('answers 409 listing_changed when the listing changed since the moderator read it', async () => {
    const listing = await storeListing(env, seller);
    const seen = listing.updated_at;
    // The seller edits while the moderator looks at the older version.
    const edit = await call(updateOwnHandler, 'PUT', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: listing.id },
      body: formOf(listing, { price: 12_000 }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    for (const answer of [await approve(listing, seen), await reject(listing)]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({
        code: 'listing_changed',
        message: ADMIN_MESSAGES.changedWhileReviewing,
      });
    }
    expect((await getListing(env.db, listing.id))?.approval_status).toBe('pending');
    expect(await auditUnder(env.db, 'listing', listing.id)).toEqual([]);
    // The version now stored can be approved.
    expect((await approve(edit.body)).status).toBe(200);
  });

  it('lets one of two moderators deciding at once win; the other is told it is decided', async () => {
    const listing = await storeListing(env, seller);
    const answers = await Promise.all([approve(listing), reject(listing), approve(listing)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body.error.code).toBe('not_pending');
    }
    expect(await auditUnder(env.db, 'listing', listing.id)).toHaveLength(1);
  });

  it('answers 404 for a listing that does not exist and 400 for a bad id or version', async () => {
    const missing = { id: 'no-such-van', updated_at: new Date().toISOString() };
    for (const answer of [await approve(missing), await reject(missing)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(ADMIN_MESSAGES.listingNotFound);
    }
    expect((await approve({ id: 'bad id!', updated_at: missing.updated_at })).status).toBe(400);
    expect((await approve({ id: 'van', updated_at: 'yesterday' })).status).toBe(400);
    expect((await detail('no-such-van')).status).toBe(404);
  });
});

describe('the moderation queue', () => {
  it('shows what waits, longest waiting first, 20 a page, with owners and photos', async () => {
    const stored: Listing[] = [];
    for (let i = 0; i < 22; i++) {
      const at = new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
      stored.push(await storeListing(env, seller, { created_at: at, updated_at: at }));
    }
    const first = await queue();
    expect(first.items).toHaveLength(20);
    expect(first.next_cursor).not.toBeNull();
    // These waited longest of all.
    expect(first.items.slice(0, 20).map((item) => item.id)).toEqual(
      stored.slice(0, 20).map((l) => l.id),
    );
    expect(first.items[0]).toMatchObject({
      owner: { id: seller.userId, name: 'Jo Bloggs', email: seller.email },
      image_url: stored[0]!.image_urls[0],
      resubmitted: false,
    });
    const all = await wholeQueue();
    const ids = all.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(stored.map((l) => l.id)));
    const waits = all.map((item) => item.updated_at);
    expect([...waits].sort()).toEqual(waits);
    // How many wait is the stream's figure: moderation-pending-count.test.ts.
  });

  it('leaves out decided and sold listings', async () => {
    const decided = await storeListing(env, seller);
    const sold = await storeListing(env, seller, { status: 'sold' });
    await approve(decided);
    const ids = (await wholeQueue()).map((item) => item.id);
    expect(ids).not.toContain(decided.id);
    expect(ids).not.toContain(sold.id);
  });

  it('shows an approved listing the seller edited as resubmitted, with what changed', async () => {
    const listing = await storeListing(env, seller);
    const approved = await approve(listing);
    const edit = await call(updateOwnHandler, 'PUT', '/api/me/listings/{id}', {
      caller: seller,
      params: { id: listing.id },
      body: formOf({ ...listing, updated_at: approved.body.updated_at }, { price: 9_995 }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.approval_status).toBe('pending');

    const all = await wholeQueue();
    const item = all.find((entry) => entry.id === listing.id);
    expect(item).toMatchObject({ resubmitted: true, approval_status: 'pending', price: 9_995 });
    // It waits from its edit: behind everything that waited before.
    expect(all.at(-1)?.id).toBe(listing.id);

    const { body } = await detail(listing.id);
    expect(body.changes).toEqual([
      { field: 'price', label: 'Price (£)', before: '£14,995', after: '£9,995' },
    ]);
    expect(body.public_path).toBeNull();
  });

  it('refuses a made-up cursor with 422', async () => {
    const answer = await call(queueHandler, 'GET', '/api/admin/moderation', {
      caller: admin,
      query: { cursor: Buffer.from('{"PK":"USER#x"}').toString('base64url') },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('bad_cursor');
  });
});

describe('Admin Listings sees decisions', () => {
  it('shows an approval within a refresh of its mirror', async () => {
    const listing = await storeListing(env, seller);
    const find = async () => {
      const answer = await call(listHandler, 'GET', '/api/admin/listings', {
        caller: admin,
        query: { q: listing.id },
      });
      expect(answer.status).toBe(200);
      return answer.body.rows as { id: string; approval_status: string }[];
    };
    expect(await find()).toMatchObject([{ id: listing.id, approval_status: 'pending' }]);
    await approve(listing);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await find()).toMatchObject([{ id: listing.id, approval_status: 'approved' }]);
  });
});
