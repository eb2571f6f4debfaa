import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setListingTallies } from '#lambdas/listing/listing-state-repo';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { handler as enquiryHandler } from '#lambdas/handlers/listing-enquiry';
import { handler as statsHandler } from '#lambdas/handlers/seller-stats';
import { NEW_SELLER_STATS, sellerStatsSchema, type SellerStats } from '#shared/dashboard';
import type { Profile } from '#shared/profile';
import { listingTallyKey } from '#shared/table-keys';
import { answerOf, apiEvent } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startLocalTable, type LocalTable } from '../../support/local-table';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// GET /api/me/listings/stats, the seller dashboard, on DynamoDB Local: the seller's listings in
// every state from the owner index, and enquiries counted on the owner's tally as they arrive.

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const daysAgo = (days: number) => inDays(-days);

const profile = (id: string): Profile => ({
  id,
  email: `${id}@dealer.example`,
  full_name: `Dealer ${id}`,
  phone_number: null,
  location: 'Leeds',
  website_url: null,
  seller_type: 'trade_dealer',
  created_at: '2026-01-01T00:00:00.000Z',
});

const DEALER = 'dashboard-dealer';
const OTHER = 'dashboard-other';
const mine = (fields: Parameters<typeof aListing>[0]) => aListing({ user_id: DEALER, ...fields });

const live = mine({});
const liveToo = mine({ year: 2021 });
const endingTomorrow = mine({ search_featured: true, boost_expires: inDays(1) });
const endingLater = mine({ homepage_featured: true, boost_expires: inDays(10) });
const waitingLongest = mine({ approval_status: 'pending', updated_at: daysAgo(2) });
const waitingNewest = mine({ approval_status: 'pending', updated_at: daysAgo(0.1) });
const rejected = mine({ approval_status: 'rejected', status: 'inactive', updated_at: daysAgo(1) });
const sold = mine({ status: 'sold' });
// Another seller's, in every state the dashboard reads: never counted for the dealer.
const others = [
  aListing({ user_id: OTHER }),
  aListing({ user_id: OTHER, approval_status: 'pending' }),
  aListing({ user_id: OTHER, approval_status: 'rejected', status: 'inactive' }),
  aListing({ user_id: OTHER, search_featured: true, boost_expires: inDays(1) }),
];

let table: LocalTable;
let mailboxDir: string;
let ip = 0;

const claims = (userId: string) => ({
  sub: userId,
  email: `${userId}@dealer.example`,
  name: userId,
  'cognito:groups': '',
});

async function dashboardOf(userId: string | null) {
  return answerOf(
    statsHandler,
    apiEvent('GET', '/api/me/listings/stats', userId ? { claims: claims(userId) } : {}),
  );
}

async function enquire(listingId: string) {
  const event = apiEvent('POST', `/api/listings/${listingId}/enquiries`, {
    pathParameters: { id: listingId },
    body: JSON.stringify({
      name: 'Jo Buyer',
      email: 'jo.buyer@example.org',
      phone: '',
      message: 'Is the van still available? Could I see it on Saturday?',
      company: '',
    }),
  });
  event.requestContext.http.sourceIp = `203.0.113.${++ip}`;
  return answerOf(enquiryHandler, event);
}

beforeAll(async () => {
  table = await startLocalTable();
  mailboxDir = mkdtempSync(join(tmpdir(), 'vy-dashboard-mailbox-'));
  Object.assign(process.env, {
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailboxDir,
    SITE_ORIGIN: 'https://vanyard.example',
  });
  await putProfilesBatch(table.db, [profile(DEALER), profile(OTHER)]);
  await putListingsBatch(table.db, [
    live,
    liveToo,
    endingTomorrow,
    endingLater,
    waitingLongest,
    waitingNewest,
    rejected,
    sold,
    ...others,
  ]);
}, 120_000);

afterAll(async () => {
  await table?.stop();
  if (mailboxDir) rmSync(mailboxDir, { recursive: true, force: true });
});

describe('GET /api/me/listings/stats', () => {
  it("answers with the signed-in seller's state, and only theirs", async () => {
    const { status, body } = await dashboardOf(DEALER);
    expect(status).toBe(200);
    const stats: SellerStats = sellerStatsSchema.parse(body);
    expect(stats).toMatchObject({
      activeListings: 4,
      boostedListings: 2,
      pendingListings: 2,
      rejectedListings: 1,
      soldListings: 1,
      totalListings: 8,
      enquiriesReceived: 0,
      latestEnquiryAt: null,
    });
    expect(stats.boostsEndingSoon.map((l) => l.id)).toEqual([endingTomorrow.id]);
    expect(stats.awaitingApproval.map((l) => l.id)).toEqual([waitingLongest.id, waitingNewest.id]);
    expect(stats.rejected).toEqual([
      {
        id: rejected.id,
        make: 'Ford',
        model: 'Transit Custom',
        year: 2019,
        created_at: rejected.created_at,
        updated_at: rejected.updated_at,
        search_featured: false,
        homepage_featured: false,
        boost_expires: null,
      },
    ]);
    const allIds = [...stats.boostsEndingSoon, ...stats.awaitingApproval, ...stats.rejected];
    for (const other of others) expect(allIds.map((l) => l.id)).not.toContain(other.id);
  });

  it('tells a new seller they have nothing yet', async () => {
    const { status, body } = await dashboardOf('brand-new-seller');
    expect(status).toBe(200);
    expect(body).toEqual(NEW_SELLER_STATS);
  });

  it('refuses a signed-out caller', async () => {
    expect((await dashboardOf(null)).status).toBe(401);
  });

  it("counts each enquiry on the seller's tally, beside the listing's own count", async () => {
    expect((await enquire(live.id)).status).toBe(201);
    expect((await enquire(endingTomorrow.id)).status).toBe(201);
    const { body } = await dashboardOf(DEALER);
    expect(body.enquiriesReceived).toBe(2);
    expect(Date.parse(body.latestEnquiryAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await dashboardOf(OTHER)).body.enquiriesReceived).toBe(0);
  });

  it("keeps the enquiry count when bulk writers set the seller's tab counts", async () => {
    await setListingTallies(table.db, new Map([[DEALER, { active: 7, sold: 1 }]]));
    const { Item } = await table.db.client.send(
      new GetCommand({ TableName: table.db.tableName, Key: listingTallyKey(DEALER) }),
    );
    expect(Item).toMatchObject({ active: 7, sold: 1, enquiries: 2 });
    expect((await dashboardOf(DEALER)).body.enquiriesReceived).toBe(2);
  });
});
