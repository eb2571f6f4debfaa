import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing } from '#lambdas/listing/listing-repo';
import { putListing, putListingsBatch } from '#lambdas/listing/listing-writer';
import { runListingExpiry } from '#lambdas/listing/expiry/run-listing-expiry';
import { signRenewalToken } from '#lambdas/listing/expiry/renewal-token';
import { renewFedListing } from '#lambdas/listing';
import type { MailMessage } from '#lambdas/mail/mailer';
import type { Db } from '#lambdas/platform/db';
import { createLogger } from '#lambdas/platform/logger';
import { stageSigningKey } from '#lambdas/saved-search/stage-deps';
import type { Listing } from '#shared/listing';
import { RENEWAL_MESSAGES } from '#shared/listing-expiry';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { aListing } from '../../support/listing-fixture';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api, newSeller, stageDb, type Seller } from './seller-stage';

// Listing expiry and renewal on the worker's shared stage (issue 33 §4, decision 072): its own
// accounts and listings, each at a price no other file uses, so search answers only with them.
// The expiry run acts on what is due now across the stage; the other files' listings are
// never due (approved today for 60 days, or with no end).
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let admin: Seller;
let seller: Seller;
let other: Seller;

const run = randomUUID().slice(0, 8);
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let prices = 0;

/** A listing of the seller's, approved and live, ending at `liveUntil`, at a price of its own. */
async function listing(name: string, fields: Partial<Listing> = {}): Promise<Listing> {
  const item = aListing({
    id: `exp-${run}-${name}`,
    user_id: seller.userId,
    title: `2019 Ford Transit Custom ${name}`,
    price: 17_381 + ++prices,
    ...fields,
  });
  await putListing(db, item);
  return item;
}

async function inSearch(item: Listing): Promise<boolean> {
  const { body } = await api(
    stage,
    'GET',
    `/api/listings/search?minPrice=${item.price}&maxPrice=${item.price}`,
  );
  return (body.items as { id: string }[]).some((card) => card.id === item.id);
}

async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 80; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function runDeps(sent: MailMessage[]) {
  return {
    db,
    sendMail: async (message: MailMessage) => {
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
    signingKey: stageSigningKey,
    siteOrigin: stage.url,
    log: createLogger({ test: 'listing-expiry' }),
  };
}

const mailsAbout = (sent: MailMessage[], item: Listing) =>
  sent.filter((mail) => mail.text.includes(`"${item.title}"`));
const linkIn = (mail: MailMessage) =>
  new URL(/(http\S+\/listings\/renew\?token=\S+)/.exec(mail.text)![1]!);
const redeem = (token: string) => api(stage, 'POST', '/api/listing-renewals', { body: { token } });
const renew = (who: Seller, id: string) =>
  api(stage, 'POST', `/api/me/listings/${id}/renew`, { token: who.token });

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [admin, seller, other] = await Promise.all([
    newSeller(stage, { admin: true }),
    newSeller(stage),
    newSeller(stage),
  ]);
  // The profile the mails go to.
  expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
}, 180_000);

afterAll(() => closeDb?.());

describe('going live', () => {
  it("starts the setting's 60 days when a moderator approves a listing", async () => {
    const pending = await listing('approved', { approval_status: 'pending' });
    const approved = await api(stage, 'POST', `/api/admin/listings/${pending.id}/approve`, {
      token: admin.token,
      body: { expected_updated_at: pending.updated_at },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const own = await api(stage, 'GET', `/api/me/listings/${pending.id}`, { token: seller.token });
    expect(own.body.expires_at).not.toBeNull();
    const days = (Date.parse(own.body.expires_at as string) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    expect(own.body.expired).toBe(false);
  });
});

describe('the expiry run', () => {
  let soon: Listing;
  let ended: Listing;
  let later: Listing;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    soon = await listing('soon', { live_until: at(3) });
    ended = await listing('ended', { live_until: at(-0.1) });
    later = await listing('later', { live_until: at(30) });
    expect(await eventually(() => inSearch(ended))).toBe(true);
  });

  it('reminds once and expires once however many runs race or retry', async () => {
    const deps = runDeps(sent);
    await Promise.all([1, 2, 3].map(() => runListingExpiry(deps)));
    await runListingExpiry(deps);
    expect(mailsAbout(sent, soon)).toHaveLength(1);
    expect(mailsAbout(sent, ended)).toHaveLength(1);
    expect(mailsAbout(sent, later)).toHaveLength(0);
    const [reminder] = mailsAbout(sent, soon);
    expect(reminder!.to).toBe(seller.email);
    expect(reminder!.subject).toMatch(/^Your listing ends on \d{1,2} \w+ \d{4}: /);
    expect(reminder!.text).toContain('Renew it for another 60 days in one click:');
    const [expiry] = mailsAbout(sent, ended);
    expect(expiry!.subject).toBe(`Your listing has expired: ${ended.title}`);

    const reminded = await getListing(db, soon.id);
    expect(reminded?.expiry_reminded_for).toBe(soon.live_until);
    expect(reminded?.expired).not.toBe(true);
    expect((await getListing(db, ended.id))?.expired).toBe(true);
    expect((await getListing(db, later.id))?.expiry_reminded_for).toBeUndefined();
  });

  it('takes the expired van out of search, shows it Expired in My Listings, 410 reason expired', async () => {
    expect(await eventually(async () => !(await inSearch(ended)))).toBe(true);
    expect(await inSearch(soon)).toBe(true);
    const rows = await api(stage, 'GET', '/api/me/listings?tab=active', { token: seller.token });
    const row = (rows.body.items as { id: string }[]).find((item) => item.id === ended.id);
    expect(row).toMatchObject({
      expired: true,
      expires_at: ended.live_until,
      approval_status: 'approved',
    });
    const detail = await api(stage, 'GET', `/api/listings/${ended.id}`);
    expect(detail.body).toMatchObject({ availability: 'unavailable', reason: 'expired' });
    expect((await api(stage, 'GET', `/api/listings/${ended.id}/similar`)).status).toBe(404);
  });

  it("renews once from the reminder's link without signing in; a replay changes nothing", async () => {
    const token = linkIn(mailsAbout(sent, soon)[0]!).searchParams.get('token')!;
    const first = await redeem(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.outcome).toBe('renewed');
    expect(first.body.title).toBe(soon.title);
    const renewed = await getListing(db, soon.id);
    expect(Date.parse(renewed!.live_until!)).toBeGreaterThan(Date.now() + 59.9 * DAY);
    expect(renewed).toMatchObject({ approval_status: 'approved', expiry_reminded_for: null });

    const replay = await redeem(token);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({
      outcome: 'already_used',
      title: soon.title,
      expires_at: renewed!.live_until,
    });
    expect((await getListing(db, soon.id))?.updated_at).toBe(renewed!.updated_at);
  });

  it('refuses a tampered, foreign, too old or unknown link with a clear answer, never a 500', async () => {
    const token = linkIn(mailsAbout(sent, ended)[0]!).searchParams.get('token')!;
    const tampered = await redeem(`${token.slice(0, -3)}abc`);
    expect(tampered.status).toBe(422);
    expect(tampered.body.error.message).toBe(RENEWAL_MESSAGES.linkInvalid);
    const foreign = signRenewalToken('not-the-stage-key-'.repeat(3), {
      listingId: ended.id,
      liveUntil: ended.live_until!,
    });
    expect((await redeem(foreign)).status).toBe(422);
    expect((await redeem('')).status).toBe(400);
    expect((await redeem('x'.repeat(600))).status).toBe(400);

    const key = await stageSigningKey();
    const old = await listing('old', { expired: true, live_until: at(-31) });
    const stale = await redeem(
      signRenewalToken(key, { listingId: old.id, liveUntil: old.live_until! }),
    );
    expect(stale.status).toBe(422);
    expect(stale.body.error.message).toBe(RENEWAL_MESSAGES.linkExpired);
    const gone = await redeem(
      signRenewalToken(key, { listingId: `gone-${run}`, liveUntil: at(-1) }),
    );
    expect(gone.status).toBe(404);
    // Nothing was renewed by any of them.
    expect((await getListing(db, ended.id))?.expired).toBe(true);
    expect((await getListing(db, old.id))?.expired).toBe(true);
  });
});

describe('Renew in My Listings', () => {
  it('puts an expired listing back in search for another 60 days, without a new review', async () => {
    const item = await listing('renew', { expired: true, live_until: at(-2) });
    const answer = await renew(seller, item.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: item.id, expired: false, approval_status: 'approved' });
    expect(Date.parse(answer.body.expires_at as string)).toBeGreaterThan(Date.now() + 59.9 * DAY);
    expect(await eventually(() => inSearch(item))).toBe(true);
    const rows = await api(stage, 'GET', '/api/me/listings?tab=active', { token: seller.token });
    const row = (rows.body.items as { id: string }[]).find((entry) => entry.id === item.id);
    expect(row).toMatchObject({ expired: false, expires_at: answer.body.expires_at });
    // The e-mail's link for the old end is spent by this renewal.
    const key = await stageSigningKey();
    const link = await redeem(
      signRenewalToken(key, { listingId: item.id, liveUntil: item.live_until! }),
    );
    expect(link.body.outcome).toBe('already_used');
  });

  it("is the owner's only: another seller's id is 404, signed out 401", async () => {
    const item = await listing('theirs', { expired: true, live_until: at(-2) });
    expect((await renew(other, item.id)).status).toBe(404);
    expect((await api(stage, 'POST', `/api/me/listings/${item.id}/renew`)).status).toBe(401);
    expect((await getListing(db, item.id))?.expired).toBe(true);
  });

  it.each([
    ['sold', { status: 'sold' as const }, RENEWAL_MESSAGES.sold],
    ['under review', { approval_status: 'pending' as const }, RENEWAL_MESSAGES.underReview],
    ['hidden', { status: 'inactive' as const }, RENEWAL_MESSAGES.hidden],
  ])('refuses a %s listing with 409 and says why', async (name, fields, message) => {
    const item = await listing(`no-${name.replace(' ', '-')}`, { ...fields, live_until: at(-2) });
    const answer = await renew(seller, item.id);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(message);
    expect((await getListing(db, item.id))?.updated_at).toBe(item.updated_at);
  });
});

describe('Renew in the bulk bar (decision 077)', () => {
  // A dealer of its own: My Listings holds a seller's rows a minute (decision 071). Written as
  // the demo data is, with the counter items' copies of the end that My Listings reads.
  let dealer: Seller;
  beforeAll(async () => {
    dealer = await newSeller(stage);
  }, 60_000);
  const bulkRenew = (who: Seller, ids: string[]) =>
    api(stage, 'POST', '/api/me/listings/bulk', {
      token: who.token,
      body: { action: 'renew', ids },
    });
  const expiringSoon = async () => {
    const { body } = await api(stage, 'GET', '/api/me/listings?tab=active&expiring_soon=1', {
      token: dealer.token,
    });
    return (body.items as { id: string }[]).map((row) => row.id);
  };

  it('renews each of the seller’s vans it may, says why not for the rest, touches no one else’s', async () => {
    const van = (name: string, fields: Partial<Listing>) =>
      aListing({
        id: `exp-${run}-bulk-${name}`,
        user_id: dealer.userId,
        title: `2019 Ford Transit Custom bulk ${name}`,
        price: 17_381 + ++prices,
        ...fields,
      });
    const ending = van('ending', { live_until: at(3) });
    const ended = van('ended', { expired: true, live_until: at(-1) });
    const sold = van('sold', { status: 'sold', live_until: at(3) });
    const pending = van('pending', { approval_status: 'pending', live_until: at(3) });
    const theirs = van('theirs', { user_id: other.userId, expired: true, live_until: at(-1) });
    await putListingsBatch(db, [ending, ended, sold, pending, theirs]);
    expect(await eventually(async () => (await expiringSoon()).includes(ending.id))).toBe(true);

    const answer = await bulkRenew(dealer, [ending.id, ended.id, sold.id, pending.id, theirs.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      action: 'renew',
      results: [
        { id: ending.id, ok: true, message: null },
        { id: ended.id, ok: true, message: null },
        { id: sold.id, ok: false, message: RENEWAL_MESSAGES.sold },
        { id: pending.id, ok: false, message: RENEWAL_MESSAGES.underReview },
        { id: theirs.id, ok: false, message: LISTING_MESSAGES.notFound },
      ],
    });
    for (const item of [ending, ended]) {
      const renewed = await getListing(db, item.id);
      expect(Date.parse(renewed!.live_until!)).toBeGreaterThan(Date.now() + 59.9 * DAY);
      expect(renewed).toMatchObject({ expired: false, approval_status: 'approved' });
    }
    for (const item of [sold, pending, theirs]) {
      expect((await getListing(db, item.id))?.updated_at).toBe(item.updated_at);
    }
    // A renewed van leaves 'Expiring soon'; the expired one is back in search.
    expect(await eventually(async () => !(await expiringSoon()).includes(ending.id))).toBe(true);
    expect(await eventually(() => inSearch(ended))).toBe(true);
  }, 60_000);
});

describe('the coming stock feed (issue 33 §3)', () => {
  it('renews what its file still carries only when the advert ends soon or ended, and says why not', async () => {
    const far = await listing('fed-far', { live_until: at(30) });
    const soon = await listing('fed-soon', { live_until: at(2) });
    const gone = await listing('fed-ended', { expired: true, live_until: at(-1) });
    const sold = await listing('fed-sold', { status: 'sold', live_until: at(2) });
    expect(await renewFedListing({ db }, far.id)).toBe('not_due');
    expect((await getListing(db, far.id))?.updated_at).toBe(far.updated_at);
    expect(await renewFedListing({ db }, soon.id)).toBe('renewed');
    expect(await renewFedListing({ db }, gone.id)).toBe('renewed');
    expect((await getListing(db, gone.id))?.expired).toBe(false);
    expect(await renewFedListing({ db }, sold.id)).toBe('sold');
  });
});

describe("the stage's own schedule", () => {
  it('expires and mails the seller through the local mailbox, with the renewal page link', async () => {
    const item = await listing('mailbox', { live_until: at(-0.1) });
    await stage.runSchedule('ListingExpiry');
    const { mails } = (await (await fetch(`${stage.url}/_local/mailbox.json`)).json()) as {
      mails: { to: string[]; subject: string; text: string }[];
    };
    const mine = mails.filter((mail) => mail.subject === `Your listing has expired: ${item.title}`);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toEqual([seller.email]);
    const link = linkIn(mine[0] as unknown as MailMessage);
    expect(`${link.origin}${link.pathname}`).toBe(`${stage.url}/listings/renew`);
    expect((await getListing(db, item.id))?.expired).toBe(true);
  });
});
