import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminMirrors } from '#lambdas/admin/mirror/admin-mirror';
import { handler as adminBoostsHandler } from '#lambdas/handlers/admin-boosts';
import { handler as endBoostHandler } from '#lambdas/handlers/admin-end-boost';
import { handler as refundHandler } from '#lambdas/handlers/admin-refund-payment';
import { handler as featuredHandler } from '#lambdas/handlers/featured-listings';
import { handler as detailHandler } from '#lambdas/handlers/listing-detail';
import { handler as ownListingsHandler } from '#lambdas/handlers/own-listings';
import { handler as searchHandler } from '#lambdas/handlers/search-listings';
import { localMailboxProvider } from '#lambdas/mail/local-mailbox-provider';
import { DEFAULT_MAIL_FROM } from '#lambdas/mail/mail-message';
import { localProvider } from '#lambdas/payment/local-provider';
import type { Listing } from '#shared/listing';
import type { BoostOption } from '#shared/payments';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import {
  aCheckout,
  anAdmin,
  aPayer,
  aStoredListing,
  call,
  callerOf,
  deliver,
  recordingLog,
  sessionEvent,
  WEBHOOK_SECRET,
  type TestDeps,
} from '../payments/payments-support';

// Issue 28: after a refund or an admin's early end, every reader tells the same end of a boost:
// the public listing, the search results, the home page's featured vans, My Listings and Admin
// Boosts. The listing goes through the real webhook, refund and early-end handlers on DynamoDB
// Local; the search reads the projection its stream builds (s3rver for the snapshot).
let env: SearchEmulators;
let mailboxDir: string;
let deps: TestDeps;
const admin = anAdmin();

beforeAll(async () => {
  env = await startSearchEmulators();
  mailboxDir = mkdtempSync(join(tmpdir(), 'vy-boost-readers-mail-'));
  const siteOrigin = 'http://127.0.0.1:9';
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'local',
    LOCAL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SITE_ORIGIN: siteOrigin,
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: mailboxDir,
  });
  const mailbox = localMailboxProvider(mailboxDir);
  deps = {
    db: env.db,
    provider: localProvider({
      db: env.db,
      siteOrigin,
      webhookSecret: WEBHOOK_SECRET,
      // The provider's later charge.refunded finds the payment refunded: not needed here.
      deliverLater: () => undefined,
    }),
    siteOrigin,
    sendMail: (message) => mailbox.send({ ...message, from: DEFAULT_MAIL_FROM }),
    startExpiry: async () => undefined,
    log: recordingLog([]),
    expiries: [],
    delivered: [],
    logs: [],
  };
}, 180_000);

afterAll(async () => {
  await env?.stop();
  if (mailboxDir) rmSync(mailboxDir, { recursive: true, force: true });
});

/** A live van of a new seller, bought `options` through the checkout and the paid webhook. */
async function boughtBoost(options: BoostOption[], overrides: Partial<Listing> = {}) {
  const payer = await aPayer(env.db);
  const listing = await aStoredListing(env.db, payer, {
    make: 'Iveco',
    model: 'Daily',
    ...overrides,
  });
  const { payment } = await aCheckout(deps, payer, listing, options);
  await deliver(deps, await sessionEvent(deps, payment, 'paid'));
  return { payer, listing, payment };
}

type Readings = {
  detail: {
    featured: boolean;
    homepage_featured: boolean;
    listing: { boost_expires: string | null; search_featured: boolean; homepage_featured: boolean };
  };
  card: { featured: boolean } | undefined;
  /** The van's place in the 'Featured first' results of its make and model (0 is first). */
  place: number;
  onHome: boolean;
  row: { boost_expires: string | null; search_featured: boolean; homepage_featured: boolean };
  adminRunning: { type: string; ends_at: string }[];
  adminEnded: { type: string; ends_at: string }[];
};

/** What each reader says of the listing now, after the stream has reached the search. */
async function readAll(listing: Listing, owner: Awaited<ReturnType<typeof aPayer>>) {
  await env.poller.drain();
  await env.snapshotForHandlers();
  resetAdminMirrors();
  const detail = await call(detailHandler, 'GET', `/api/listings/${listing.id}`, {
    params: { id: listing.id },
  });
  const search = await call(searchHandler, 'GET', '/api/listings/search', {
    query: { make: 'iveco', model: 'daily', sort: 'featured' },
  });
  const featured = await call(featuredHandler, 'GET', '/api/listings/featured');
  const own = await call(ownListingsHandler, 'GET', '/api/me/listings', {
    caller: callerOf(owner),
    query: { tab: 'active' },
  });
  const running = await call(adminBoostsHandler, 'GET', '/api/admin/boosts', {
    caller: admin,
    query: { state: 'running' },
  });
  const ended = await call(adminBoostsHandler, 'GET', '/api/admin/boosts', {
    caller: admin,
    query: { state: 'ended' },
  });
  for (const answer of [detail, search, featured, own, running, ended]) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  type AdminRow = { listing_id: string; type: string; ends_at: string };
  const ofListing = (rows: AdminRow[]) => rows.filter((row) => row.listing_id === listing.id);
  const cards = search.body.items as { id: string; featured: boolean }[];
  return {
    detail: detail.body,
    card: cards.find((card) => card.id === listing.id),
    place: cards.findIndex((card) => card.id === listing.id),
    onHome: (featured.body.items as { id: string }[]).some((item) => item.id === listing.id),
    row: (own.body.items as (Readings['row'] & { id: string })[]).find(
      (item) => item.id === listing.id,
    )!,
    adminRunning: ofListing(running.body.rows),
    adminEnded: ofListing(ended.body.rows),
  } satisfies Readings;
}

const past = (iso: string | null) => iso !== null && Date.parse(iso) <= Date.now();
const later = (iso: string | null) => iso !== null && Date.parse(iso) > Date.now();

/** Every reader says the listing has no boost running, and the boost ended at `by` or before. */
function expectNoBoost(read: Readings) {
  expect(read.detail.featured).toBe(false);
  expect(read.detail.homepage_featured).toBe(false);
  expect(read.detail.listing.boost_expires, 'public boost_expires').toSatisfy(past);
  expect(read.card?.featured).toBe(false);
  expect(read.onHome).toBe(false);
  expect(read.row.boost_expires, 'My Listings boost_expires').toSatisfy(past);
  expect(read.adminRunning).toEqual([]);
  expect(read.adminEnded.length).toBeGreaterThan(0);
  for (const row of read.adminEnded) expect(row.ends_at).toSatisfy(past);
}

describe('every reader agrees on the end of a boost', () => {
  it('after a refund of a Top of Search boost: nothing shows a boost, nor a later end', async () => {
    const { payer, listing, payment } = await boughtBoost([{ type: 'search_featured', days: 7 }]);
    const before = await readAll(listing, payer);
    expect(before.detail.featured).toBe(true);
    expect(before.card?.featured).toBe(true);
    expect(before.row.boost_expires).toSatisfy(later);

    const refund = await call(refundHandler, 'POST', '/api/admin/payments/{id}/refund', {
      caller: admin,
      params: { id: payment.id },
      body: { reason: 'Bought for the wrong van' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expectNoBoost(await readAll(listing, payer));
  });

  it('after a refund of a Homepage Featured boost', async () => {
    const { payer, listing, payment } = await boughtBoost([
      { type: 'homepage_featured', days: 14 },
    ]);
    expect((await readAll(listing, payer)).onHome).toBe(true);
    const refund = await call(refundHandler, 'POST', '/api/admin/payments/{id}/refund', {
      caller: admin,
      params: { id: payment.id },
      body: { reason: 'Duplicate purchase' },
    });
    expect(refund.status).toBe(200);
    expectNoBoost(await readAll(listing, payer));
  });

  it('after an admin ends the only boost early', async () => {
    const { payer, listing } = await boughtBoost([{ type: 'search_featured', days: 30 }]);
    const ended = await call(
      endBoostHandler,
      'POST',
      '/api/admin/listings/{id}/boosts/{type}/end',
      {
        caller: admin,
        params: { id: listing.id, type: 'search_featured' },
        body: { reason: 'Misleading advert' },
      },
    );
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expectNoBoost(await readAll(listing, payer));
  });

  it('after an admin ends one of two boosts early: the other one, and its end, everywhere', async () => {
    const { payer, listing } = await boughtBoost([
      { type: 'search_featured', days: 3 },
      { type: 'homepage_featured', days: 7 },
    ]);
    const before = await readAll(listing, payer);
    const searchEnd = before.adminRunning.find((row) => row.type === 'search_featured')!.ends_at;
    const ended = await call(
      endBoostHandler,
      'POST',
      '/api/admin/listings/{id}/boosts/{type}/end',
      {
        caller: admin,
        params: { id: listing.id, type: 'homepage_featured' },
        body: { reason: 'Photos do not match' },
      },
    );
    expect(ended.status).toBe(200);
    const read = await readAll(listing, payer);
    expect(read.detail.featured).toBe(true);
    expect(read.detail.homepage_featured).toBe(false);
    expect(read.detail.listing.boost_expires).toBe(searchEnd);
    expect(read.card?.featured).toBe(true);
    expect(read.place).toBe(0);
    expect(read.onHome).toBe(false);
    expect(read.row).toMatchObject({ boost_expires: searchEnd, homepage_featured: false });
    expect(read.adminRunning.map((row) => [row.type, row.ends_at])).toEqual([
      ['search_featured', searchEnd],
    ]);
    expect(read.adminEnded.map((row) => row.type)).toEqual(['homepage_featured']);
    expect(read.adminEnded[0]!.ends_at).toSatisfy(past);
  });

  it('a Top of Search boost whose end has passed (its expiry not yet run) is not featured', async () => {
    const payer = await aPayer(env.db);
    const hour = 3_600_000;
    const listing = await aStoredListing(env.db, payer, {
      make: 'Iveco',
      model: 'Daily',
      search_featured: true,
      search_featured_until: new Date(Date.now() - hour).toISOString(),
      homepage_featured: true,
      homepage_featured_until: new Date(Date.now() + 48 * hour).toISOString(),
      boost_expires: new Date(Date.now() + 48 * hour).toISOString(),
    });
    const read = await readAll(listing, payer);
    expect(read.detail.featured).toBe(false);
    expect(read.detail.homepage_featured).toBe(true);
    expect(read.onHome).toBe(true);
    expect(read.adminRunning.map((row) => row.type)).toEqual(['homepage_featured']);
  });
});
