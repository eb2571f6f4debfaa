import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#lambdas/platform/db';
import { putListing } from '#lambdas/listing/listing-writer';
import {
  DEALER_LIMITS,
  DEALER_MESSAGES,
  defaultOpeningHours,
  type DealerPageResponse,
} from '#shared/dealer';
import type { AdminUserDetail } from '#shared/admin/user-detail';
import type { PresignedUpload } from '#shared/own-listings';
import { aListing } from '../../support/listing-fixture';
import { fetchFromAddress } from '../local-stage/fetch-from-address';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import {
  aJpeg,
  api,
  newSeller,
  postToS3,
  stageDb,
  uploadVerdict,
  type Seller,
} from '../own-listings/seller-stage';

// Dealer pages on the shared stage (issue 33 §1, decision 069): every trade account has one at
// a slug from its name, edited through the dealer's own profile only, verified or hidden by an
// admin only (audited); a private seller has none; the stock is the search engine's with a
// seller filter; bad input is a clear 4xx, never a 500. Phone reveals go from loopback
// addresses of this file's own (127.0.33.x), so the limits it spends are its own.
let stage: TestStage;
let db: Db;
let closeDb: () => void;
let admin: Seller;
let dealer: Seller;
let rival: Seller;
let privateSeller: Seller;

const run = randomUUID().slice(0, 6);
const NAME = `Dealer ${run} Vans`;
const SLUG = `dealer-${run}-vans`;
let addresses = 0;
const newClient = () => `127.0.33.${++addresses}`;

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  full_name: NAME,
  phone_number: '',
  location: 'Leeds',
  website_url: 'https://dealer.example',
  address: 'Unit 9, Canal Side Business Park\nLeeds\nLS1 4AB',
  ...overrides,
});

async function saveProfile(seller: Seller, body: Record<string, unknown>) {
  return api(stage, 'PUT', '/api/me/profile', { token: seller.token, body });
}

const dealerPage = (slug: string) => api(stage, 'GET', `/api/dealers/${slug}`);

async function makeTrade(seller: Seller) {
  const made = await api(stage, 'PUT', `/api/admin/users/${seller.userId}/seller-type`, {
    token: admin.token,
    body: { seller_type: 'trade_dealer' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
}

async function moderate(seller: Seller, body: unknown, token = admin.token) {
  return api(stage, 'PUT', `/api/admin/users/${seller.userId}/dealer-page`, { token, body });
}

beforeAll(async () => {
  stage = await sharedTestStage();
  ({ db, destroy: closeDb } = stageDb(stage));
  [admin, dealer, rival, privateSeller] = await Promise.all([
    newSeller(stage, { admin: true }),
    newSeller(stage),
    newSeller(stage),
    newSeller(stage),
  ]);
  for (const seller of [dealer, rival, privateSeller]) {
    expect((await api(stage, 'GET', '/api/me/profile', { token: seller.token })).status).toBe(200);
  }
  await makeTrade(dealer);
  await makeTrade(rival);
  const saved = await saveProfile(dealer, profileBody());
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 180_000);

afterAll(() => closeDb?.());

describe('a trade account', () => {
  it('has a page at a slug from its business name, with what it gave', async () => {
    const { body: profile } = await api(stage, 'GET', '/api/me/profile', { token: dealer.token });
    expect(profile.dealer_slug).toBe(SLUG);
    const { status, body } = await dealerPage(SLUG);
    expect(status).toBe(200);
    expect(body as DealerPageResponse).toMatchObject({
      slug: SLUG,
      name: NAME,
      town: 'Leeds',
      address: ['Unit 9, Canal Side Business Park', 'Leeds', 'LS1 4AB'],
      postcode: 'LS1 4AB',
      website: 'https://dealer.example',
      has_phone: false,
      verified_at: null,
      vans: 0,
      reply_time: null,
    });
    // Never the e-mail address.
    expect(JSON.stringify(body)).not.toContain(dealer.email);
  });

  it('edits its about text and weekly hours; markup stays text', async () => {
    const hours = defaultOpeningHours();
    hours[6] = { open: true, opens: '10:00', closes: '16:00' };
    const about =
      '<script>alert(1)</script> <b>Family run</b> since 1998.\n\nPart exchange welcome.';
    const saved = await saveProfile(dealer, profileBody({ about, opening_hours: hours }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { body } = await dealerPage(SLUG);
    expect(body).toMatchObject({ about, opening_hours: hours });
  });

  it('refuses hours that close before they open, or a long about, with field messages, changing nothing', async () => {
    const hours = defaultOpeningHours();
    hours[2] = { open: true, opens: '18:00', closes: '08:00' };
    const bad = await saveProfile(
      dealer,
      profileBody({ opening_hours: hours, full_name: 'Renamed' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['opening_hours.2.closes']).toEqual([
      DEALER_MESSAGES.closesAfterOpens('Wednesday'),
    ]);
    const long = await saveProfile(
      dealer,
      profileBody({ about: 'x'.repeat(DEALER_LIMITS.about + 1) }),
    );
    expect(long.status).toBe(400);
    expect(long.body.error.fields.about).toEqual([DEALER_MESSAGES.about]);
    const { body } = await dealerPage(SLUG);
    expect(body.name).toBe(NAME);
    expect(body.opening_hours[2]).toEqual(defaultOpeningHours()[2]);
  });

  it('keeps its old address working after a rename: it answers with the new slug', async () => {
    const renamed = `${NAME} Direct`;
    const saved = await saveProfile(rival, profileBody({ full_name: `Rival ${run}` }));
    expect(saved.status).toBe(200);
    const again = await saveProfile(rival, profileBody({ full_name: renamed }));
    expect(again.body.dealer_slug).toBe(`${SLUG}-direct`);
    expect((await dealerPage(`rival-${run}`)).body.slug).toBe(`${SLUG}-direct`);
    // The page itself moves in one 301, keeping the query.
    const page = await fetch(`${stage.url}/dealers/rival-${run}?sort=price-asc`, {
      redirect: 'manual',
    });
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe(`/dealers/${SLUG}-direct?sort=price-asc`);
  });

  it('takes the next free slug when another dealer has its name', async () => {
    const saved = await saveProfile(rival, profileBody({ full_name: NAME }));
    expect(saved.status).toBe(200);
    expect(saved.body.dealer_slug).toBe(`${SLUG}-2`);
    // The first dealer's page is still theirs.
    expect((await dealerPage(SLUG)).body.name).toBe(NAME);
    expect((await dealerPage(`${SLUG}-2`)).body.name).toBe(NAME);
  });
});

describe('who may change a page', () => {
  it('a private seller has no page, and its about text and hours are not kept', async () => {
    const saved = await saveProfile(
      privateSeller,
      profileBody({
        full_name: `Private ${run}`,
        about: 'Hello',
        opening_hours: defaultOpeningHours(),
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.dealer_slug).toBeUndefined();
    expect(saved.body.about).toBeUndefined();
    expect((await dealerPage(`private-${run}`)).status).toBe(404);
  });

  it('a dealer changes only their own page: the profile route takes no other account', async () => {
    const before = (await dealerPage(SLUG)).body;
    const saved = await saveProfile(rival, profileBody({ full_name: NAME, about: 'Rival text' }));
    expect(saved.status).toBe(200);
    expect((await dealerPage(SLUG)).body.about).toBe(before.about);
    // The admin route is the admins' only.
    const refused = await moderate(dealer, { verified: true, hidden: false }, dealer.token);
    expect(refused.status).toBe(403);
  });

  it('unknown and malformed slugs are 404 and 400, never a 500', async () => {
    expect((await dealerPage(`nobody-${run}`)).status).toBe(404);
    const malformed = await dealerPage('Not_A_Slug');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBeTruthy();
  });
});

describe('an admin', () => {
  it('verifies a dealer (dated badge) and hides the page (404, out of the directory), audited', async () => {
    expect((await moderate(privateSeller, { verified: true, hidden: false })).status).toBe(422);
    const verified = await moderate(dealer, { verified: true, hidden: false });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const at = verified.body.verified_at as string;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await dealerPage(SLUG)).body.verified_at).toBe(at);
    const listed = async () =>
      ((await api(stage, 'GET', '/api/dealers')).body.items as { slug: string }[]).map(
        (item) => item.slug,
      );
    expect(await listed()).toContain(SLUG);

    expect((await moderate(dealer, { verified: true, hidden: true })).status).toBe(200);
    expect((await dealerPage(SLUG)).status).toBe(404);
    expect(await listed()).not.toContain(SLUG);
    const page = await fetch(`${stage.url}/dealers/${SLUG}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<meta name="robots" content="noindex"');

    expect((await moderate(dealer, { verified: true, hidden: false })).status).toBe(200);
    // Still verified since the first time.
    expect((await dealerPage(SLUG)).body.verified_at).toBe(at);
    const { body: user } = await api(stage, 'GET', `/api/admin/users/${dealer.userId}`, {
      token: admin.token,
    });
    expect((user as AdminUserDetail).dealer_page).toEqual({
      slug: SLUG,
      verified_at: at,
      hidden: false,
    });
    const changes = (user as AdminUserDetail).audit
      .filter((entry) => entry.action === 'dealer_page')
      .sort((a, b) => a.at.localeCompare(b.at));
    expect(changes.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { verified: false, hidden: false },
        { verified: true, hidden: false },
      ],
      [
        { verified: true, hidden: false },
        { verified: true, hidden: true },
      ],
      [
        { verified: true, hidden: true },
        { verified: true, hidden: false },
      ],
    ]);
    expect(changes.every((entry) => entry.actor.id === admin.userId)).toBe(true);
  });
});

describe('the stock', () => {
  it("is the search engine's with the dealer filter; cards link to the dealer", async () => {
    const mine = aListing({
      id: `dlr-${run}-1`,
      user_id: dealer.userId,
      description: `A tidy panel van, stock${run}.`,
    });
    const theirs = aListing({
      id: `dlr-${run}-2`,
      user_id: rival.userId,
      description: `A tidy panel van, stock${run}.`,
    });
    await Promise.all([putListing(db, mine), putListing(db, theirs)]);
    const stock = async () =>
      (await api(stage, 'GET', `/api/listings/search?dealer=${SLUG}&search=stock${run}`)).body;
    await expect.poll(async () => (await stock()).total, { timeout: 10_000 }).toBe(1);
    const body = await stock();
    expect(body.items[0]).toMatchObject({ id: mine.id, dealer: { slug: SLUG, name: NAME } });
    expect((await dealerPage(SLUG)).body.vans).toBe(1);
    const unknown = await api(stage, 'GET', `/api/listings/search?dealer=nobody-${run}`);
    expect(unknown.status).toBe(404);
    expect((await api(stage, 'GET', '/api/listings/search?dealer=Bad%20Slug')).status).toBe(400);
  });
});

describe('the phone', () => {
  const reveal = (slug: string, client: string) =>
    fetchFromAddress(client, `${stage.url}/api/dealers/${slug}/phone`);

  it('is revealed on request, 404 without one, and rate limited as a listing phone is', async () => {
    const none = await reveal(SLUG, newClient());
    expect(none.status).toBe(404);
    expect(JSON.parse(none.text).error.code).toBe('no_phone');
    await saveProfile(dealer, profileBody({ phone_number: '0113 496 0101' }));
    const client = newClient();
    const shown = await reveal(SLUG, client);
    expect(shown.status).toBe(200);
    expect(JSON.parse(shown.text)).toEqual({ phone: '0113 496 0101' });
    let status = 200;
    for (let i = 0; i < 12 && status === 200; i++) status = (await reveal(SLUG, client)).status;
    expect(status).toBe(429);
  });
});

describe('the logo', () => {
  async function upload(file: Buffer, type: string): Promise<string> {
    const presign = await api(stage, 'POST', '/api/me/uploads', {
      token: dealer.token,
      body: { content_type: type, size: file.length },
    });
    expect(presign.status).toBe(201);
    const presigned = presign.body as PresignedUpload;
    expect(await postToS3(presigned, file, type)).toBeLessThan(300);
    return presigned.id;
  }

  it('a file that is not an image is refused with a clear message; nothing changes', async () => {
    const id = await upload(Buffer.from('%PDF-1.4 not an image at all'), 'image/png');
    const verdict = await uploadVerdict(stage, dealer, id);
    expect(verdict.status).toBe('failed');
    expect(verdict.message).toBeTruthy();
    const saved = await saveProfile(dealer, profileBody({ logo_upload_id: id }));
    expect(saved.status).toBe(422);
    expect(saved.body.error.fields.logo_upload_id).toEqual([verdict.message]);
    expect((await dealerPage(SLUG)).body.logo_url).toBeNull();
  });

  it('an image becomes the logo, served at its public URL; null removes it', async () => {
    const id = await upload(await aJpeg(600, 400, 7), 'image/jpeg');
    expect((await uploadVerdict(stage, dealer, id)).status).toBe('ready');
    const saved = await saveProfile(dealer, profileBody({ logo_upload_id: id }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const url = (await dealerPage(SLUG)).body.logo_url as string;
    expect(url).toBe(`/images/dealers/${dealer.userId}/${id}/640.webp`);
    const image = await fetch(`${stage.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    await saveProfile(dealer, profileBody({ logo_upload_id: null }));
    expect((await dealerPage(SLUG)).body.logo_url).toBeNull();
  });
});
