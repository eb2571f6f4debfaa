import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailboxFiles } from '#lambdas/mail/mailbox-files';
import type { Db } from '#lambdas/platform/db';
import { createLogger } from '#lambdas/platform/logger';
import { alertListingChanges } from '#lambdas/saved-search/alert-listing-changes';
import { AlertBucketCache } from '#lambdas/saved-search/alert-buckets-repo';
import { listPendingAlerts } from '#lambdas/saved-search/alerts-repo';
import { sendDigests } from '#lambdas/saved-search/send-digests';
import { stageSigningKey } from '#lambdas/saved-search/stage-deps';
import { signUnsubscribeToken } from '#lambdas/saved-search/unsubscribe-token';
import { toSearchDoc } from '#lambdas/search/search-doc';
import { getListing } from '#lambdas/listing/listing-repo';
import { putListing } from '#lambdas/listing/listing-writer';
import type { MailMessage } from '#lambdas/mail/mailer';
import { SAVED_SEARCH_MESSAGES } from '#shared/saved-searches';
import {
  ENGINE_CC_MAX_ACCEPTED,
  MILEAGE_MAX_ACCEPTED,
  PRICE_MAX_ACCEPTED,
} from '#shared/search/constants';
import { EURO_PALLETS_MAX_ACCEPTED } from '#shared/search/filters';
import { VAN_SPEC_LIMITS } from '#shared/vehicle/van-specs';
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

// Saved searches on the worker's shared stage (decision 053): its own accounts and listings
// only, with a make and model no other file lists (a Peugeot Boxer under this file's price).
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let buyer: Seller;
let other: Seller;
let seller: Seller;

const SEARCH = 'make=peugeot&model=boxer&maxPrice=14321';

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [buyer, other, seller] = await Promise.all([
    newSeller(stage),
    newSeller(stage),
    newSeller(stage),
  ]);
}, 180_000);

afterAll(() => closeDb?.());

const save = (who: Seller, body: Record<string, unknown>) =>
  api(stage, 'POST', '/api/me/saved-searches', { token: who.token, body });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i > 120) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function liveBoxer(price: number) {
  const photos = await readyPhotos(stage, seller, 3);
  const created = await api(stage, 'POST', '/api/me/listings', {
    token: seller.token,
    body: {
      ...aListingForm(photos, {
        title: 'Peugeot Boxer L3H2',
        make: 'Peugeot',
        model: 'Boxer',
        price,
        features: [],
      }),
      idempotency_key: crypto.randomUUID(),
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await approve(db, created.body.id);
  return created.body.id as string;
}

const mine = async (who: Seller) =>
  (await api(stage, 'GET', '/api/me/saved-searches', { token: who.token })).body.items as {
    id: string;
    name: string;
    paused: boolean;
    pending_alerts: number;
  }[];

describe('saving a search', () => {
  it('accepts every filter at its limits, and refuses one past them as the results page does', async () => {
    const atLimits = new URLSearchParams({
      make: 'ford',
      model: 'transit',
      search: 'ply lined',
      postcode: 'M1 9AB',
      radius: '200',
      minPrice: '0',
      maxPrice: String(PRICE_MAX_ACCEPTED),
      minMileage: '0',
      maxMileage: String(MILEAGE_MAX_ACCEPTED),
      minYear: '1990',
      maxYear: String(new Date().getFullYear() + 1),
      minEngineCc: '0',
      maxEngineCc: String(ENGINE_CC_MAX_ACCEPTED),
      minPayload: String(VAN_SPEC_LIMITS.payload_kg.max),
      minLoadLength: String(VAN_SPEC_LIMITS.load_length_mm.max),
      minLoadVolume: String(VAN_SPEC_LIMITS.load_volume_m3.max),
      minSeats: String(VAN_SPEC_LIMITS.seats.max),
      minEuroPallets: String(EURO_PALLETS_MAX_ACCEPTED),
      roofHeight: 'low,medium,high,super_high',
      carLicence: 'true',
    });
    const overLimits = new URLSearchParams(atLimits);
    overLimits.set('maxPrice', String(PRICE_MAX_ACCEPTED + 1));
    for (const query of [atLimits, overLimits]) {
      const results = await api(stage, 'GET', `/api/listings/search?${query}`);
      const saved = await save(buyer, {
        name: 'At the limits',
        frequency: 'weekly',
        query: query.toString(),
      });
      if (results.status === 200) {
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      } else {
        expect(saved.status).toBe(results.status);
        // The same words for the same filter (under the body's `query` rather than the query).
        const words = (answer: { body: { error: { fields: Record<string, string[]> } } }) =>
          Object.values(answer.body.error.fields).flat();
        expect(words(saved)).toEqual(words(results));
        expect(words(saved)).toEqual([
          `Maximum price must be at most ${PRICE_MAX_ACCEPTED.toLocaleString('en-GB')}`,
        ]);
      }
    }
    const statuses = await Promise.all(
      [atLimits, overLimits].map(
        async (q) => (await api(stage, 'GET', `/api/listings/search?${q}`)).status,
      ),
    );
    expect(statuses).toEqual([200, 400]);
  });

  it('refuses bad input with 400 and a clear message, and stores nothing', async () => {
    const before = (await mine(other)).length;
    const cases = [
      { name: '', frequency: 'daily', query: SEARCH },
      { name: 'x', frequency: 'hourly', query: SEARCH },
      { name: 'x', frequency: 'daily', query: 'minPrice=9000&maxPrice=100' },
      { name: 'x'.repeat(81), frequency: 'daily', query: SEARCH },
      { name: 'x', frequency: 'daily', query: SEARCH, extra: true },
    ];
    for (const body of cases) {
      const { status, body: answer } = await save(other, body);
      expect(status, JSON.stringify(answer)).toBe(400);
      expect(answer.error.message).toBeTruthy();
    }
    // A well-formed postcode nobody knows: refused as the results page refuses it.
    const unknown = await save(other, { name: 'x', frequency: 'daily', query: 'postcode=ZZ9 9ZZ' });
    expect(unknown.status).toBe(422);
    expect(await mine(other)).toHaveLength(before);
  });

  it("keeps each buyer's searches to themselves: another user's is 404", async () => {
    const { body: saved } = await save(buyer, {
      name: 'Private',
      frequency: 'daily',
      query: 'make=iveco',
    });
    const path = `/api/me/saved-searches/${saved.id}`;
    expect(
      (await api(stage, 'PATCH', path, { token: other.token, body: { paused: true } })).status,
    ).toBe(404);
    expect((await api(stage, 'DELETE', path, { token: other.token })).status).toBe(404);
    expect((await mine(other)).map((s) => s.id)).not.toContain(saved.id);
    expect((await api(stage, 'PATCH', path, { token: buyer.token, body: {} })).status).toBe(400);
    const renamed = await api(stage, 'PATCH', path, {
      token: buyer.token,
      body: { name: 'Iveco vans', frequency: 'instant' },
    });
    expect(renamed.body).toMatchObject({ name: 'Iveco vans', frequency: 'instant', paused: false });
    expect((await api(stage, 'DELETE', path, { token: buyer.token })).status).toBe(204);
    expect((await api(stage, 'DELETE', path, { token: buyer.token })).status).toBe(404);
  });
});

describe('alerts from the listing stream', () => {
  let searchId: string;
  let listingId: string;

  it('records one alert when a matching listing goes live, none for one that does not match', async () => {
    const saved = await save(buyer, { name: 'Boxers', frequency: 'daily', query: SEARCH });
    expect(saved.status).toBe(201);
    searchId = saved.body.id;
    await liveBoxer(14_900); // over the price: no alert
    listingId = await liveBoxer(12_000);
    const searches = await waitFor(
      () => mine(buyer),
      (items) => items.find((s) => s.id === searchId)?.pending_alerts === 1,
    );
    expect(searches.find((s) => s.id === searchId)?.pending_alerts).toBe(1);
    const pending = (await listPendingAlerts(db, 'daily', 10_000)).filter(
      (a) => a.search_id === searchId,
    );
    expect(pending.map((a) => [a.listing.id, a.kind])).toEqual([[listingId, 'new']]);
  });

  it('never records the same alert twice (a retried batch, a repeated change)', async () => {
    const doc = toSearchDoc((await getListing(db, listingId))!)!;
    const deps = { db, matcher: { buckets: new AlertBucketCache(db), filters: new Map() } };
    const outcome = await alertListingChanges(
      deps,
      [{ before: undefined, after: doc }],
      new Date(),
    );
    expect(outcome).toMatchObject({ alerts: 0, repeats: 1 });
    const searches = await mine(buyer);
    expect(searches.find((s) => s.id === searchId)?.pending_alerts).toBe(1);
  });

  it('sends one digest e-mail however many runs race or retry, then nothing more', async () => {
    const sent: MailMessage[] = [];
    const deps = {
      db,
      sendMail: async (message: MailMessage) => {
        sent.push(message);
        return { messageId: `m${sent.length}` };
      },
      signingKey: stageSigningKey,
      siteOrigin: stage.url,
      log: createLogger({ test: 'saved-searches' }),
    };
    const now = new Date();
    const runs = await Promise.all([1, 2, 3].map(() => sendDigests(deps, 'daily', now)));
    await sendDigests(deps, 'daily', now);
    await sendDigests(deps, 'daily', new Date(now.getTime() + 86_400_000));
    const ours = sent.filter((mail) => mail.subject.includes("'Boxers'"));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.to).toBe(buyer.email);
    expect(ours[0]!.subject).toBe("1 new van for 'Boxers'");
    expect(ours[0]!.text).toContain(`/${listingId}`);
    expect(ours[0]!.html).toContain('£12,000');
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1);
    expect((await mine(buyer)).find((s) => s.id === searchId)?.pending_alerts).toBe(0);
    unsubscribeUrl = /Stop these e-mails: (\S+)/.exec(ours[0]!.text)![1]!;
  });

  let unsubscribeUrl: string;

  it('unsubscribes without signing in; a tampered or replayed token gets a clear refusal', async () => {
    const token = new URL(unsubscribeUrl).searchParams.get('token')!;
    const post = (t: string) =>
      api(stage, 'POST', '/api/saved-searches/unsubscribe', { body: { token: t } });

    const tampered = await post(`${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(422);
    expect(tampered.body.error.message).toBe(SAVED_SEARCH_MESSAGES.tokenInvalid);

    // The signature of this search's link on the claim of another search: refused.
    const { body: theirs } = await save(other, {
      name: 'Theirs',
      frequency: 'daily',
      query: 'make=fiat',
    });
    const forged = signUnsubscribeToken('not-the-stage-key', {
      userId: other.userId,
      searchId: theirs.id,
    });
    const replayed = `${forged.split('.')[0]}.${token.split('.')[1]}`;
    expect((await post(replayed)).status).toBe(422);
    expect((await mine(other)).find((s) => s.id === theirs.id)?.paused).toBe(false);

    const done = await post(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ name: 'Boxers' });
    expect((await mine(buyer)).find((s) => s.id === searchId)?.paused).toBe(true);
    // Clicked again: still fine, still paused.
    expect((await post(token)).status).toBe(200);
  });

  it("sends a price drop of a matching listing through the stage's own schedule to the mailbox", async () => {
    await api(stage, 'PATCH', `/api/me/saved-searches/${searchId}`, {
      token: buyer.token,
      body: { paused: false, frequency: 'instant' },
    });
    const listing = (await getListing(db, listingId))!;
    await putListing(db, { ...listing, price: 11_500, updated_at: new Date().toISOString() });
    await waitFor(
      () => mine(buyer),
      (items) => items.find((s) => s.id === searchId)?.pending_alerts === 1,
    );
    await stage.runSchedule('InstantAlertDigests');
    const mails = await readMailboxFiles(stage.mailboxDir);
    const drop = mails.find((mail) => mail.subject === "1 price drop for 'Boxers'");
    expect(drop?.to).toEqual([buyer.email]);
    expect(drop?.text).toContain('£11,500 (was £12,000)');
  });
});
