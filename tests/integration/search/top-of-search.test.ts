import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { findOutcodesCsv } from '#infra/local/postcodes/ensure-postcodes';
import { getListing } from '#lambdas/listing/listing-repo';
import { putPostcodesBatch } from '#lambdas/geocoding/postcodes-repo';
import { putProfilesBatch } from '#lambdas/account/profiles-repo';
import { handler } from '#lambdas/handlers/search-listings';
import { localMailboxProvider } from '#lambdas/mail/local-mailbox-provider';
import { DEFAULT_MAIL_FROM } from '#lambdas/mail/mail-message';
import { localProvider } from '#lambdas/payment/local-provider';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { demoSellerProfiles } from '#infra/local/demo-data/seller-profiles';
import type { LatLng } from '#shared/geo';
import { isBoostRunning, isLive, type Listing } from '#shared/listing';
import { searchFiltersSchema } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { apiEvent, lambdaContext } from '../../support/api-event';
import {
  aCheckout,
  deliver,
  recordingLog,
  sessionEvent,
  WEBHOOK_SECRET,
  type TestDeps,
} from '../payments/payments-support';
import { oraclePage, oracleSearch } from './listing-oracle';
import { startSearchEmulators, type SearchEmulators } from './search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// Issue 28, decision 032: a van whose Top of Search boost was bought just now comes first, above
// every van boosted before it, in the 'Featured first' results of every search it matches; the
// other orders are the buyer's and ignore boosts. The purchase goes through the real checkout
// and webhook, the search through the stream projection and the search handler, on DynamoDB
// Local and s3rver with the demo vans (which have Top of Search boosts of their own).
let emulators: SearchEmulators;
let mailboxDir: string;
let deps: TestDeps;
let listings: Listing[];
let van: Listing;
const centres = new Map<string, LatLng>();
const now = () => new Date();

async function search(query: Record<string, string>) {
  const response = await handler(apiEvent('GET', '/api/listings/search', { query }), lambdaContext);
  const body = JSON.parse(response.body ?? '{}') as SearchResponse;
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return body;
}

beforeAll(async () => {
  emulators = await startSearchEmulators();
  mailboxDir = mkdtempSync(join(tmpdir(), 'vy-top-of-search-mail-'));
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
    db: emulators.db,
    provider: localProvider({
      db: emulators.db,
      siteOrigin,
      webhookSecret: WEBHOOK_SECRET,
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

  const demo = generateDemoListings({ count: 300, seed: 21, now: now() }).map((d) => d.listing);
  await putProfilesBatch(emulators.db, demoSellerProfiles());
  await putListingsBatch(emulators.db, demo);
  const csv = findOutcodesCsv();
  if (!csv) throw new Error('uk-outcodes.csv not found (see docs/geocoding.md)');
  const boostedMakes = new Set(
    demo.filter((l) => isBoostRunning(l, 'search_featured')).map((l) => l.make_slug),
  );
  // The van: live, not boosted, of a make that has Top of Search vans already, with a place.
  const candidate = demo.find(
    (l) =>
      isLive(l) &&
      !l.search_featured &&
      !l.homepage_featured &&
      boostedMakes.has(l.make_slug) &&
      l.latitude !== null,
  )!;
  const outcode = candidate.postcode.split(' ')[0]!;
  for (const line of readFileSync(csv, 'utf8').split('\n').slice(1)) {
    const [code, latitude, longitude] = line.trim().split(',');
    if (code === outcode)
      centres.set(code, { latitude: Number(latitude), longitude: Number(longitude) });
  }
  await putPostcodesBatch(
    emulators.db,
    [...centres].map(([postcode, point]) => ({
      postcode,
      kind: 'outcode' as const,
      ...point,
      source: 'test',
    })),
  );
  await emulators.snapshotForHandlers();

  // Bought now, through the checkout and the paid webhook.
  const { payment } = await aCheckout(deps, { id: candidate.user_id }, candidate, [
    { type: 'search_featured', days: 3 },
  ]);
  await deliver(deps, await sessionEvent(deps, payment, 'paid'));
  await emulators.poller.drain();
  await emulators.snapshotForHandlers();
  van = (await getListing(emulators.db, candidate.id))!;
  listings = demo.map((l) => (l.id === van.id ? van : l));
}, 240_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
  if (mailboxDir) rmSync(mailboxDir, { recursive: true, force: true });
});

/** The queries the van matches: none, its make, model, fuel, price, seller type, place. */
const MATCHING: [string, (van: Listing) => Record<string, string>][] = [
  ['every van', () => ({})],
  ['its make', (v) => ({ make: v.make_slug })],
  ['its make and model', (v) => ({ make: v.make_slug, model: v.model_slug })],
  ['its fuel', (v) => ({ fuelType: v.fuel_type })],
  ['its price band', (v) => ({ minPrice: String(v.price - 1), maxPrice: String(v.price + 1) })],
  ['its seller type', (v) => ({ sellerType: v.seller_type })],
  ['its year and make', (v) => ({ make: v.make_slug, minYear: String(v.year) })],
  [
    'its postcode, Featured first',
    (v) => ({ postcode: v.postcode, radius: '50', sort: 'featured' }),
  ],
  [
    'its postcode nationally, Featured first',
    (v) => ({ postcode: v.postcode, radius: 'national', sort: 'featured' }),
  ],
];

describe('Top of Search in the results (decision 032)', () => {
  it('has a running Top of Search boost bought now', () => {
    expect(isBoostRunning(van, 'search_featured')).toBe(true);
    expect(Date.now() - Date.parse(van.search_boosted_at!)).toBeLessThan(120_000);
  });

  it.each(MATCHING)(
    'puts the van boosted now first, above the vans boosted before it: %s',
    async (_, queryOf) => {
      const query = queryOf(van);
      const body = await search(query);
      expect(body.items[0]?.id).toBe(van.id);
      expect(body.items[0]?.featured).toBe(true);
      // Then the other Top of Search vans this search includes, before any other van.
      const flags = body.items.map((card) => card.featured);
      const firstPlain = flags.indexOf(false);
      if (firstPlain !== -1) expect(flags.slice(firstPlain).every((f) => !f)).toBe(true);
      const filters = searchFiltersSchema(now()).parse(query);
      const origin = filters.postcode
        ? (centres.get(filters.postcode.split(' ')[0]!) ?? null)
        : null;
      expect(body.items.map((card) => card.id)).toEqual(
        oraclePage(oracleSearch(listings, filters, origin, now())),
      );
    },
  );

  it('is not first in the buyer’s own orders: boosts do not apply there', async () => {
    for (const sort of ['price-asc', 'newest', 'mileage-asc']) {
      const query = { make: van.make_slug, sort };
      const body = await search(query);
      const filters = searchFiltersSchema(now()).parse(query);
      expect(body.items.map((card) => card.id)).toEqual(
        oraclePage(oracleSearch(listings, filters, null, now())),
      );
    }
  });

  it('marks Featured only the vans with Top of Search running, not Homepage Featured alone', async () => {
    const body = await search({});
    const byId = new Map(listings.map((l) => [l.id, l]));
    for (const card of body.items) {
      expect(card.featured).toBe(isBoostRunning(byId.get(card.id)!, 'search_featured'));
    }
    expect(
      listings.some(
        (l) =>
          isLive(l) &&
          l.homepage_featured &&
          !l.search_featured &&
          isBoostRunning(l, 'homepage_featured'),
      ),
    ).toBe(true);
  });
});
