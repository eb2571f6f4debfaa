import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { getListing } from '#lambdas/listing/listing-repo';
import { putListing } from '#lambdas/listing/listing-writer';
import { DEFAULT_MODERATION_REASONS } from '#shared/admin/settings';
import type { AdminListingDetail } from '#shared/admin/listings';
import type { Listing } from '#shared/listing';
import { REPORT_MESSAGES, type ReportedListing, type ReportQueuePage } from '#shared/reports';
import { aListing } from '../../support/listing-fixture';
import { fetchFromAddress } from '../local-stage/fetch-from-address';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from '../own-listings/seller-stage';

// Buyers' reports on the shared stage (issue 32 §5, decision 067): each client counts once per
// listing, three open reports take a listing out of search until an admin dismisses them or
// takes it down (the reject path, audited), and a flood from one client is refused with 429.
// Every report is sent from a loopback address of this file's own (127.0.32.x), so the
// per-address limits it spends are its own.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let admin: Seller;
let seller: Seller;

const run = randomUUID().slice(0, 8);
let addresses = 0;
/** A client of its own: a fresh loopback address. */
const newClient = () => `127.0.32.${++addresses}`;

async function report(client: string, id: string, body: unknown) {
  const answer = await fetchFromAddress(client, `${stage.url}/api/listings/${id}/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: answer.text ? JSON.parse(answer.text) : null };
}

/** A live listing of the test seller's, found in search by its own word. */
async function liveListing(word: string): Promise<Listing> {
  const listing = aListing({
    id: `rpt-${run}-${word}`,
    user_id: seller.userId,
    description: `A tidy panel van, ${word}${run} in the description for the search.`,
  });
  await putListing(db, listing);
  return listing;
}

const searchIds = async (word: string) =>
  (await api(stage, 'GET', `/api/listings/search?search=${word}${run}`)).body.items.map(
    (card: { id: string }) => card.id,
  );

async function queueEntry(id: string): Promise<ReportedListing | undefined> {
  const { status, body } = await api(stage, 'GET', '/api/admin/reports', { token: admin.token });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as ReportQueuePage).items.find((item) => item.listing.id === id);
}

/** The seller's My Listings row and the admin's Admin Listings row of a listing. */
async function rowsOf(id: string) {
  const own = await api(stage, 'GET', '/api/me/listings?tab=active', { token: seller.token });
  const admins = await api(stage, 'GET', `/api/admin/listings?q=${id}`, { token: admin.token });
  expect(own.status).toBe(200);
  expect(admins.status).toBe(200);
  const pick = (rows: { id: string; reports_hidden?: boolean }[]) =>
    rows.find((row) => row.id === id);
  return { own: pick(own.body.items), admin: pick(admins.body.rows) };
}

/** The mails the local mailbox holds for an address, newest first. */
async function mailsTo(address: string) {
  const { mails } = (await (await fetch(`${stage.url}/_local/mailbox.json`)).json()) as {
    mails: { to: string | string[]; subject: string; text: string }[];
  };
  return mails.filter((mail) => [mail.to].flat().includes(address));
}

async function auditOf(id: string) {
  const { body } = await api(stage, 'GET', `/api/admin/listings/${id}`, { token: admin.token });
  return (body as AdminListingDetail).audit;
}

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [admin, seller] = await Promise.all([newSeller(stage, { admin: true }), newSeller(stage)]);
  expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
}, 180_000);

afterAll(() => closeDb?.());

describe('a report', () => {
  it('lands in the admin queue, once per client, its note kept as text', async () => {
    const listing = await liveListing('queued');
    const openListings = async () =>
      (await api(stage, 'GET', '/api/admin/reports', { token: admin.token })).body.open_listings;
    const before = await openListings();
    const client = newClient();
    const note = '<script>alert("x")</script> <b>fake</b>';
    const first = await report(client, listing.id, { reason: 'scam', note });
    expect(first).toEqual({ status: 201, body: { status: 'received' } });
    // Again from the same client: answered the same, counted once.
    const again = await report(client, listing.id, { reason: 'offensive', note: 'again' });
    expect(again.status).toBe(201);

    const entry = await queueEntry(listing.id);
    expect(entry).toMatchObject({
      open_count: 1,
      round: 0,
      reasons: { scam: 1 },
      reports: [{ reason: 'scam', note }],
      listing: { id: listing.id, reports_hidden: false },
    });
    expect(await getListing(db, listing.id)).toMatchObject({ approval_status: 'approved' });
    // The navigation's badge counts listings with open reports (this stage's few: under 100).
    expect(await openListings()).toBe(before + 1);
  });

  it('refuses a bad reason with 400 and a field message, and stores nothing', async () => {
    const listing = await liveListing('badreason');
    const answer = await report(newClient(), listing.id, { reason: 'spam', note: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields.reason).toEqual([REPORT_MESSAGES.reason]);
    const other = await report(newClient(), listing.id, { reason: 'other', note: '' });
    expect(other.status).toBe(400);
    expect(other.body.error.fields.note).toEqual([REPORT_MESSAGES.noteNeeded]);
    expect(await queueEntry(listing.id)).toBeUndefined();
  });

  it('of an unknown listing is 404; of a sold one 409', async () => {
    expect((await report(newClient(), `rpt-${run}-nothing`, { reason: 'scam' })).status).toBe(404);
    const sold = aListing({ id: `rpt-${run}-sold`, user_id: seller.userId, status: 'sold' });
    await putListing(db, sold);
    const answer = await report(newClient(), sold.id, { reason: 'already_sold' });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('listing_unavailable');
  });

  it('flooding from one client is refused with 429 and a clear message, still counted once', async () => {
    const listing = await liveListing('flood');
    const client = newClient();
    const statuses: number[] = [];
    let refused: { error: { message: string } } | undefined;
    for (let i = 0; i < 12; i++) {
      const answer = await report(client, listing.id, { reason: 'scam', note: `Flood ${i}` });
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer.body;
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(refused?.error.message).toBe('Too many requests. Please try again shortly.');
    expect((await queueEntry(listing.id))?.open_count).toBe(1);
  });
});

describe('three open reports', () => {
  it('hide the listing from search until an admin dismisses them, with an audit entry', async () => {
    const listing = await liveListing('threshold');
    await expect.poll(() => searchIds('threshold'), { timeout: 10_000 }).toContain(listing.id);

    for (const reason of ['scam', 'wrong_details'] as const) {
      expect((await report(newClient(), listing.id, { reason })).status).toBe(201);
    }
    expect((await getListing(db, listing.id))?.reports_hidden).toBeFalsy();
    expect((await report(newClient(), listing.id, { reason: 'duplicate' })).status).toBe(201);

    expect(await getListing(db, listing.id)).toMatchObject({ reports_hidden: true });
    await expect.poll(() => searchIds('threshold'), { timeout: 10_000 }).not.toContain(listing.id);
    // The seller and the admin see it held back, though their indexes cannot carry the flag.
    expect((await rowsOf(listing.id)).own).toMatchObject({
      reports_hidden: true,
      status: 'active',
      approval_status: 'approved',
    });
    // The admin mirror follows the table within a second or so.
    await expect.poll(async () => (await rowsOf(listing.id)).admin?.reports_hidden).toBe(true);
    // The seller is told, once, with the link to the listing's page in My Listings.
    const told = await mailsTo(seller.email);
    expect(told.map((mail) => mail.subject)).toEqual([
      `Your listing is being reviewed: ${listing.title}`,
    ]);
    expect(told[0]!.text).toContain(`/dashboard/listings/${listing.id}`);
    const page = await api(stage, 'GET', `/api/listings/${listing.id}`);
    expect(page.body).toMatchObject({ availability: 'unavailable', reason: 'under_review' });
    // The phone and the enquiry form stop with it, as for any listing that is not live.
    expect((await api(stage, 'GET', `/api/listings/${listing.id}/phone`)).status).toBe(404);

    const entry = await queueEntry(listing.id);
    expect(entry).toMatchObject({ open_count: 3, listing: { reports_hidden: true } });

    // Another admin's view of an older round, or a stranger, changes nothing.
    const stale = await api(stage, 'POST', `/api/admin/listings/${listing.id}/reports/dismiss`, {
      token: admin.token,
      body: { round: entry!.round + 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(REPORT_MESSAGES.roundMoved);

    const dismissed = await api(
      stage,
      'POST',
      `/api/admin/listings/${listing.id}/reports/dismiss`,
      {
        token: admin.token,
        body: { round: entry!.round },
      },
    );
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body).toEqual({ dismissed: 3 });
    expect((await getListing(db, listing.id))?.reports_hidden).toBe(false);
    await expect.poll(() => searchIds('threshold'), { timeout: 10_000 }).toContain(listing.id);
    await expect.poll(async () => (await rowsOf(listing.id)).admin?.reports_hidden).toBe(false);
    expect((await rowsOf(listing.id)).own?.reports_hidden).toBe(false);
    expect(await queueEntry(listing.id)).toBeUndefined();
    const [latest] = await auditOf(listing.id);
    expect(latest).toMatchObject({
      action: 'reports_dismissed',
      actor: { id: admin.userId },
      before: { open_reports: 3, reports_hidden: true },
      after: { open_reports: 0, reports_hidden: false },
    });

    // A new round starts from nothing: the clients who reported before may report again.
    expect((await report(newClient(), listing.id, { reason: 'scam' })).status).toBe(201);
    expect(await queueEntry(listing.id)).toMatchObject({ round: 1, open_count: 1 });
  });
});

describe('taking a reported listing down', () => {
  it('rejects it by the reject path with the reason, closes its reports and audits it', async () => {
    const listing = await liveListing('takedown');
    expect((await report(newClient(), listing.id, { reason: 'scam' })).status).toBe(201);
    const entry = (await queueEntry(listing.id))!;
    const reason = DEFAULT_MODERATION_REASONS[1]!;

    const notInList = await api(
      stage,
      'POST',
      `/api/admin/listings/${listing.id}/reports/take-down`,
      {
        token: admin.token,
        body: { reason: 'Because', note: '', expected_updated_at: entry.listing.updated_at },
      },
    );
    expect(notInList.status).toBe(422);

    const taken = await api(stage, 'POST', `/api/admin/listings/${listing.id}/reports/take-down`, {
      token: admin.token,
      body: { reason, note: 'Reported as a scam', expected_updated_at: entry.listing.updated_at },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ approval_status: 'rejected', status: 'inactive' });
    expect(await getListing(db, listing.id)).toMatchObject({
      approval_status: 'rejected',
      status: 'inactive',
    });
    expect(await queueEntry(listing.id)).toBeUndefined();
    const [latest] = await auditOf(listing.id);
    expect(latest).toMatchObject({
      action: 'take_down',
      reason: `${reason}: Reported as a scam`,
      after: { approval_status: 'rejected', status: 'inactive' },
    });

    // Taken down, there is nothing left to act on or to report.
    const twice = await api(stage, 'POST', `/api/admin/listings/${listing.id}/reports/take-down`, {
      token: admin.token,
      body: { reason, note: '', expected_updated_at: taken.body.updated_at },
    });
    expect(twice.status).toBe(409);
    expect((await report(newClient(), listing.id, { reason: 'scam' })).status).toBe(404);
  });
});

describe('the reports queue and its actions', () => {
  it('are for admins only: 401 signed out, 403 for anyone else', async () => {
    const listing = await liveListing('private');
    expect((await report(newClient(), listing.id, { reason: 'offensive' })).status).toBe(201);
    const calls = [
      ['GET', '/api/admin/reports', undefined],
      ['POST', `/api/admin/listings/${listing.id}/reports/dismiss`, { round: 0 }],
      [
        'POST',
        `/api/admin/listings/${listing.id}/reports/take-down`,
        {
          reason: DEFAULT_MODERATION_REASONS[0],
          note: '',
          expected_updated_at: listing.updated_at,
        },
      ],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await api(stage, method, path, { body })).status).toBe(401);
      expect((await api(stage, method, path, { token: seller.token, body })).status).toBe(403);
    }
    expect(await queueEntry(listing.id)).toMatchObject({ open_count: 1 });
    expect((await getListing(db, listing.id))?.approval_status).toBe('approved');
  });
});
