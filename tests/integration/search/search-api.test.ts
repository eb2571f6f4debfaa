import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { findOutcodesCsv } from '#infra/local/postcodes/ensure-postcodes';
import { putPostcodesBatch } from '#lambdas/geocoding/postcodes-repo';
import { handler } from '#lambdas/handlers/search-listings';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import type { LatLng } from '#shared/geo';
import { isLive, type Listing } from '#shared/listing';
import { searchFiltersSchema, type SearchFilters } from '#shared/search/filters';
import type { SearchResponse } from '#shared/search/response';
import { slugify } from '#shared/slug';
import { makeFromSlug, modelsOf } from '#shared/catalogue/makes';
import { ALTERNATIVES_ELSEWHERE, ALTERNATIVES_NEAREST } from '#shared/search/constants';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { anyQuery } from '../../support/search-query-arbitrary';
import { oracleFacet, oraclePage, oracleSearch } from './listing-oracle';
import { startSearchEmulators, type SearchEmulators } from './search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { handler as similarHandler } from '#lambdas/handlers/listing-similar';
import { handler as detailHandler } from '#lambdas/handlers/listing-detail';
import { forgetFinanceSettings } from '#lambdas/admin/settings/finance-settings';
import { toSearchDoc } from '#lambdas/search/search-doc';
import type { SearchCard } from '#shared/search/response';
import { cardMonthlyPrice, DEFAULT_FINANCE_SETTINGS } from '#shared/finance';
import { SITE_SETTINGS_KEY } from '#shared/table-keys';
import { GOOD_PRICE_FILTER_LABEL, isGoodOrBetter, PRICE_BANDS } from '#shared/valuation/price-band';
import { priceWithVat } from '#shared/vat';
import { oracleBand, oracleIndicator } from '../../unit/search/oracle';

// The search API end to end on DynamoDB Local and s3rver: demo listings (live, sold, pending,
// rejected, boosted) -> table -> snapshot -> handler, every answer checked against a brute-force
// oracle over the same listings.
const now = new Date();
let emulators: SearchEmulators;
let listings: Listing[];
const centres = new Map<string, LatLng>();

async function search(query: Record<string, string>) {
  const response = await handler(apiEvent('GET', '/api/listings/search', { query }), lambdaContext);
  return {
    status: response.statusCode,
    headers: response.headers ?? {},
    body: JSON.parse(response.body ?? '{}') as SearchResponse & {
      error?: { code: string; message: string; fields?: Record<string, string[]> };
    },
  };
}

/** A public GET handler of the listing page's routes, called as the HTTP API would. */
async function callHandler(
  handle: typeof similarHandler | typeof detailHandler,
  path: string,
  id: string,
) {
  const response = await handle(apiEvent('GET', path, { pathParameters: { id } }), lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body ?? '{}') };
}

const parse = (query: Record<string, string>): SearchFilters =>
  searchFiltersSchema(now).parse(query);

function originOf(filters: SearchFilters): LatLng | null {
  if (!filters.postcode) return null;
  return centres.get(filters.postcode.split(' ')[0] ?? '') ?? null;
}

async function expectLikeOracle(query: Record<string, string>) {
  const filters = parse(query);
  const expected = oracleSearch(listings, filters, originOf(filters), now);
  const { status, body } = await search(query);
  expect(status, JSON.stringify(body.error)).toBe(200);
  expect(body.total).toBe(expected.length);
  expect(body.items.map((card) => card.id)).toEqual(oraclePage(expected, filters.page ?? 1));
  return { body, expected };
}

beforeAll(async () => {
  emulators = await startSearchEmulators();
  listings = generateDemoListings({ count: 400, seed: 11, now }).map((demo) => demo.listing);
  await putListingsBatch(emulators.db, listings);
  const csv = findOutcodesCsv();
  if (!csv) throw new Error('uk-outcodes.csv not found (see docs/geocoding.md)');
  const wanted = ['M1', 'LS1', 'EC1A', 'LD1', 'IV27'];
  for (const line of readFileSync(csv, 'utf8').split('\n').slice(1)) {
    const [outcode, latitude, longitude] = line.trim().split(',');
    if (outcode && wanted.includes(outcode)) {
      centres.set(outcode, { latitude: Number(latitude), longitude: Number(longitude) });
    }
  }
  await putPostcodesBatch(
    emulators.db,
    [...centres].map(([outcode, point]) => ({
      postcode: outcode,
      kind: 'outcode' as const,
      ...point,
      source: 'test',
    })),
  );
  await emulators.snapshotForHandlers();
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
});

describe('GET /api/listings/search', () => {
  it('shows every live van and nothing else, boosted first then newest', async () => {
    const { body } = await expectLikeOracle({});
    // Live as search sees it: approved, for sale, and not hidden by reports (the demo has one).
    const live = listings.filter((l) => isLive(l));
    expect(body.total).toBe(live.length);
    expect(live.length).toBeLessThan(listings.length);
    expect(body.pages).toBe(Math.ceil(live.length / 24));
    expect(body.items[0]?.featured).toBe(true);
  });

  it("gives the oldest live van's year with every answer, whatever the filters", async () => {
    // Live as search sees it: approved, for sale, and not hidden by reports (the demo has one).
    const live = listings.filter((l) => isLive(l));
    const oldest = Math.min(...live.map((listing) => listing.year));
    // Sold, pending or rejected vans may be older: they are not for sale.
    expect(Math.min(...listings.map((listing) => listing.year))).toBeLessThanOrEqual(oldest);
    const queries: Record<string, string>[] = [
      {},
      { minYear: String(oldest + 5) },
      { make: 'nissan', page: '99' },
    ];
    for (const query of queries) {
      expect((await search(query)).body.oldestYear).toBe(oldest);
    }
  });

  it('pages through a result without repeating or skipping a van', async () => {
    const seen: string[] = [];
    const first = await search({ make: 'ford' });
    for (let page = 1; page <= first.body.pages; page++) {
      const { body } = await search({ make: 'ford', page: String(page) });
      seen.push(...body.items.map((card) => card.id));
    }
    expect(seen.length).toBe(first.body.total);
    expect(new Set(seen).size).toBe(seen.length);
    await expectLikeOracle({ make: 'ford', page: '2' });
  });

  it.each([
    ['make', { make: 'volkswagen' }],
    ['make and model', { make: 'ford', model: 'transit' }],
    ['model variants', { make: 'man', model: 'tge' }],
    ['location', { location: 'Manchester' }],
    ['year range', { minYear: '2015', maxYear: '2020' }],
    ['price range', { minPrice: '8000', maxPrice: '20000' }],
    ['mileage', { maxMileage: '60000' }],
    ['condition', { condition: 'used' }],
    ['fuel', { fuelType: 'electric' }],
    ['transmission', { transmission: 'automatic' }],
    ['body type', { bodyType: 'panel_van' }],
    ['seller type', { sellerType: 'private_seller' }],
    ['engine size', { minEngineCc: '1601', maxEngineCc: '2000' }],
    ['features', { features: 'bluetooth-aux-usb,parking-sensors' }],
    ['ULEZ', { ulezCompliant: 'true' }],
    ['VAT', { priceIncludesVat: 'true' }],
    ['negotiable', { priceNegotiable: 'false' }],
    ['MOT', { motExpiryDate: '2027-03-01' }],
    ['service history', { serviceHistory: 'full' }],
    ['V5C', { v5cLogbookAvailable: 'true' }],
    ['HPI', { hpiClear: 'true' }],
    ['free text', { search: 'Transit' }],
    ['free text prefix and accents', { search: 'citro' }],
    ['combined', { fuelType: 'diesel', minPrice: '5000', maxMileage: '120000', minYear: '2012' }],
    ['combined with text', { make: 'ford', search: 'tow', sort: 'price-asc' }],
    ['price high to low', { sort: 'price-desc' }],
    ['mileage', { sort: 'mileage-asc', make: 'renault' }],
    ['year', { sort: 'year-desc' }],
    ['newest', { sort: 'newest' }],
  ] as const)('filters and orders like the oracle: %s', async (_name, query) => {
    const { body } = await expectLikeOracle(query);
    expect(body.total).toBeGreaterThan(0);
  });

  it.each([
    ['London 50 miles', { postcode: 'EC1A 1BB' }],
    ['Manchester 25 miles by distance', { postcode: 'm11ae', radius: '25', sort: 'distance' }],
    ['rural Wales 100 miles', { postcode: 'LD1 5AA', radius: '100' }],
    ['national', { postcode: 'IV27 4AA', radius: 'national', sort: 'distance' }],
    ['London 50 miles, featured first by choice', { postcode: 'EC1A 1BB', sort: 'featured' }],
    ['Leeds 25 miles, cheapest first', { postcode: 'LS1 4DY', radius: '25', sort: 'price-asc' }],
  ] as const)('finds vans within a radius like a brute-force check: %s', async (_name, query) => {
    const { body, expected } = await expectLikeOracle(query);
    expect(body.origin?.postcode).toBe(parse(query).postcode);
    for (const [index, card] of body.items.entries()) {
      const distance = expected[index]?.distance ?? NaN;
      expect(card.distance_miles).toBeCloseTo(distance, 0);
    }
  });

  it('orders a postcode search nearest first by default, boosts or not (decision 024)', async () => {
    const { body } = await expectLikeOracle({ postcode: 'M1 1AE', radius: 'national' });
    expect(body.sort).toBe('distance');
    const distances = body.items.map((card) => card.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.items.length).toBe(24);

    // The buyer may still ask for boosted vans first; they then come first whatever the distance.
    const featured = await expectLikeOracle({
      postcode: 'M1 1AE',
      radius: 'national',
      sort: 'featured',
    });
    expect(featured.body.sort).toBe('featured');
    const boosted = featured.body.items.filter((card) => card.featured).length;
    expect(boosted).toBeGreaterThan(0);
    expect(featured.body.items.slice(0, boosted).every((card) => card.featured)).toBe(true);
    expect(featured.body.items.map((card) => card.id)).not.toEqual(
      body.items.map((card) => card.id),
    );
    // Without a postcode the default stays featured first.
    expect((await search({})).body.sort).toBe('featured');
  });

  it('shows an empty town page the nearest vans and the same model elsewhere', async () => {
    // Live as search sees it: approved, for sale, and not hidden by reports (the demo has one).
    const live = listings.filter((l) => isLive(l));
    // A town with located live vans, and a make and model with vans, none of them in that town.
    const towns = [...new Set(live.filter((l) => l.latitude !== null).map((l) => l.location_slug))];
    const models = [...new Set(live.map((l) => `${l.make_slug}/${l.model_slug}`))]
      .map((pair) => {
        const [make, model] = pair.split('/') as [string, string];
        return { make, model, all: oracleSearch(listings, { make, model }, null, now) };
      })
      .filter(({ make, model, all }) => {
        const name = makeFromSlug(make);
        return (
          name && modelsOf(name).map(slugify).includes(model) && all.length > ALTERNATIVES_NEAREST
        );
      });
    let chosen: { town: string; make: string; model: string } | undefined;
    for (const town of towns) {
      const missing = models.find(({ all }) =>
        all.every((hit) => hit.listing.location_slug !== town),
      );
      if (missing) {
        chosen = { town, make: missing.make, model: missing.model };
        break;
      }
    }
    if (!chosen) throw new Error('the demo listings should have a model missing from a town');
    const { town, make, model } = chosen;

    const { status, body } = await search({ make, model, location: town });
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    const [nearest, elsewhere] = body.alternatives;

    // The town's centre: the mean direction of its located live vans.
    const inTown = live.filter((l) => l.location_slug === town && l.latitude !== null);
    const rad = Math.PI / 180;
    const sum = inTown.reduce(
      (acc, l) => {
        const lat = l.latitude! * rad;
        const lng = l.longitude! * rad;
        return {
          x: acc.x + Math.cos(lat) * Math.cos(lng),
          y: acc.y + Math.cos(lat) * Math.sin(lng),
          z: acc.z + Math.sin(lat),
        };
      },
      { x: 0, y: 0, z: 0 },
    );
    const centre = {
      latitude: Math.asin(sum.z / Math.hypot(sum.x, sum.y, sum.z)) / rad,
      longitude: Math.atan2(sum.y, sum.x) / rad,
    };
    const byDistance = oracleSearch(
      listings,
      { make, model, radius: 'national', sort: 'distance' },
      centre,
      now,
    );
    expect(nearest).toMatchObject({
      kind: 'nearest',
      filters: { make, model },
      total: oracleSearch(listings, { make, model }, null, now).length,
      near: { kind: 'town', name: town },
    });
    expect(nearest?.items.map((card) => card.id)).toEqual(
      byDistance.slice(0, ALTERNATIVES_NEAREST).map((hit) => hit.listing.id),
    );
    for (const [index, card] of (nearest?.items ?? []).entries()) {
      expect(card.distance_miles).toBeCloseTo(byDistance[index]!.distance!, 0);
    }

    const shown = new Set(nearest?.items.map((card) => card.id));
    expect(elsewhere).toMatchObject({ kind: 'elsewhere', filters: { make, model } });
    expect(elsewhere?.items.map((card) => card.id)).toEqual(
      oracleSearch(listings, { make, model }, null, now)
        .filter((hit) => !shown.has(hit.listing.id))
        .slice(0, ALTERNATIVES_ELSEWHERE)
        .map((hit) => hit.listing.id),
    );
    expect(elsewhere?.items.length).toBeGreaterThan(0);

    // A page with vans has nothing else to show.
    expect((await search({ make, model })).body.alternatives).toEqual([]);
  });

  it('counts facets as a brute-force count with every other filter applied', async () => {
    const query = { make: 'ford', fuelType: 'diesel', sellerType: 'trade_dealer' };
    const filters = parse(query);
    const { body } = await search(query);
    const facet = (without: (keyof SearchFilters)[], value: (l: Listing) => string | null) =>
      oracleFacet(listings, filters, without, value, null, now);
    expect(body.facets.make).toEqual(facet(['make', 'model'], (l) => l.make_slug));
    expect(body.facets.fuelType).toEqual(facet(['fuelType'], (l) => l.fuel_type));
    expect(body.facets.transmission).toEqual(facet(['transmission'], (l) => l.transmission));
    expect(body.facets.bodyType).toEqual(facet(['bodyType'], (l) => l.body_type));
    expect(body.facets.sellerType).toEqual(facet(['sellerType'], (l) => l.seller_type));
  });

  it.each(['ford', 'man', 'volkswagen'])(
    'counts each %s model as the results of choosing it, variants included',
    async (make) => {
      const query = { make, fuelType: 'diesel' };
      const filters = parse(query);
      const { body } = await search(query);
      const expected = Object.fromEntries(
        modelsOf(makeFromSlug(make)!)
          .map(slugify)
          .map((model) => [model, oracleSearch(listings, { ...filters, model }, null, now).length])
          .filter(([, count]) => Number(count) > 0),
      );
      expect(Object.keys(expected).length).toBeGreaterThan(1);
      expect(body.facets.model).toEqual(expected);
    },
  );

  it.each<Record<string, string>>([
    { minEuroPallets: '3', carLicence: 'true' },
    { fitLength: '2400', fitWidth: '1200', fitHeight: '1500' },
    { roofHeight: 'high,super_high', wheelbase: 'lwb,xlwb' },
    { minPayload: '1200', minLoadLength: '3000', minLoadVolume: '10.5' },
    { cabType: 'crew', minSeats: '6' },
    { make: 'ford', minEuroPallets: '2', sort: 'price-asc' },
  ])('filters by the van specification as the listings state it: %o', async (query) => {
    const { body, expected } = await expectLikeOracle(query);
    expect(expected.length).toBeGreaterThan(0);
    if (query.minEuroPallets !== undefined) {
      for (const card of body.items)
        expect(card.euro_pallets).toBeGreaterThanOrEqual(Number(query.minEuroPallets));
    }
  });

  it('counts the van facets with every other filter applied', async () => {
    const query = { roofHeight: 'high', wheelbase: 'lwb', cabType: 'single', carLicence: 'true' };
    const filters = parse(query);
    const { body } = await search({ ...query, minEuroPallets: '2' });
    const facet = (without: (keyof SearchFilters)[], value: (l: Listing) => string | null) =>
      oracleFacet(listings, { ...filters, minEuroPallets: 2 }, without, value, null, now);
    expect(body.facets.roofHeight).toEqual(facet(['roofHeight'], (l) => l.roof_height ?? null));
    expect(body.facets.wheelbase).toEqual(facet(['wheelbase'], (l) => l.wheelbase ?? null));
    expect(body.facets.cabType).toEqual(facet(['cabType'], (l) => l.cab_type ?? null));
    const light = facet(['carLicence'], (l) =>
      l.gross_vehicle_weight_kg != null && l.gross_vehicle_weight_kg <= 3500 ? 'yes' : null,
    );
    expect(body.facets.carLicence).toBe(light.yes ?? 0);
    const atLeast = (n: number) =>
      oracleSearch(listings, { ...filters, minEuroPallets: n }, null, now).length;
    for (const [n, count] of Object.entries(body.facets.euroPallets))
      expect(count).toBe(atLeast(Number(n)));
    expect(Object.keys(body.facets.euroPallets).length).toBeGreaterThan(1);
  });

  it('refuses bad van filters with 400 and a message on each', async () => {
    const { status, body } = await search({
      minPayload: '-5',
      roofHeight: 'sky',
      carLicence: 'no',
    });
    expect(status).toBe(400);
    expect(body.error?.fields).toMatchObject({
      'query.minPayload': ['Minimum payload must be a whole number'],
      'query.carLicence': ['Car licence can only be true (leave it out for every van)'],
    });
    expect(JSON.stringify(body.error?.fields)).toMatch(/Roof height must be one of/);
    const halfALoad = await search({ fitLength: '2400' });
    expect(halfALoad.status).toBe(400);
    expect(halfALoad.body.error?.fields).toEqual({
      'query.fitWidth': ['Give both the length and the width of your load'],
    });
  });

  it('lets shared caches keep an answer briefly, and never a refusal', async () => {
    const ok = await search({ make: 'ford' });
    expect(ok.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=30');
    const bad = await search({ minPrice: 'cheap' });
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).not.toMatch(/public|max-age=[1-9]/);
  });

  it('suggests the filter to relax when nothing matches', async () => {
    const { body } = await search({ make: 'ford', maxPrice: '1' });
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
    expect(body.relax?.filter).toBe('price');
    expect(body.relax?.total).toBe(
      oracleSearch(listings, parse({ make: 'ford' }), null, now).length,
    );
  });

  it('never exposes owner or contact fields on cards', async () => {
    const { body } = await search({});
    const text = JSON.stringify(body);
    expect(text).not.toContain('user_id');
    expect(text).not.toContain('seller-');
    const card = body.items[0];
    expect(card?.path).toBe(
      `/used-vans/${slugify(card?.make ?? '')}/${slugify(card?.model ?? '')}/${card?.year}/${slugify(card?.location ?? '')}/${card?.id}`,
    );
  });

  it.each([
    [{ minPrice: 'abc' }, 'query.minPrice'],
    [{ minPrice: '5000', maxPrice: '100' }, 'query.minPrice'],
    [{ page: '0' }, 'query.page'],
    [{ page: '1000000000' }, 'query.page'],
    [{ make: 'tesla' }, 'query.make'],
    [{ radius: '1000000', postcode: 'M1 1AE' }, 'query.radius'],
    [{ search: 'x'.repeat(5000) }, 'query.search'],
    [{ minPrice: '1000,2000' }, 'query.minPrice'],
    [{ postcode: 'NOTAPOSTCODE' }, 'query.postcode'],
    [{ model: 'transit' }, 'query.model'],
  ])('answers bad input %j with a 400 naming the field', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('bad_request');
    expect(Object.keys(body.error?.fields ?? {})).toContain(field);
  });

  it('never answers 500 to any query string: 200, or 400/404/422 with a message', async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (query) => {
        const { status, body } = await search(query);
        // 404: a dealer page's slug no dealer has (decision 069); only with `dealer`.
        expect(query.dealer ? [200, 400, 404, 422] : [200, 400, 422]).toContain(status);
        if (status === 200) expect(body.total).toBeGreaterThanOrEqual(0);
        else expect(body.error?.message).toMatch(/\w/);
      }),
      { numRuns: 150 },
    );
  });

  it('answers a valid but unknown postcode with 422 postcode_not_found', async () => {
    const { status, body } = await search({ postcode: 'ZE3 9ZZ' });
    expect(status).toBe(422);
    expect(body.error).toMatchObject({
      code: 'postcode_not_found',
      message: 'Could not find coordinates for this postcode',
    });
  });

  it('answers a page past the end with no items and the real total', async () => {
    const first = await search({ make: 'ford' });
    const { status, body } = await search({ make: 'ford', page: String(first.body.pages + 5) });
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect(body.total).toBe(first.body.total);
  });
});

// The price indicator and the cards' monthly figure (issue 32 §3/3b, decision 066), on the same
// demo stock: every band as the brute-force comparables say, the filter, and the switch.
describe('price bands and monthly figures', () => {
  const liveDocs = () => listings.filter((l) => isLive(l)).flatMap((l) => toSearchDoc(l) ?? []);

  async function everyCard(query: Record<string, string>): Promise<SearchCard[]> {
    const first = await search(query);
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    const cards = [...first.body.items];
    for (let page = 2; page <= first.body.pages; page++) {
      cards.push(...(await search({ ...query, page: String(page) })).body.items);
    }
    return cards;
  }

  it('bands every card as its comparables say: each band somewhere, none with too few', async () => {
    const docs = liveDocs();
    const cards = await everyCard({});
    expect(cards).toHaveLength(docs.length);
    const expected = new Map(docs.map((doc) => [doc.id, oracleBand(docs, doc)]));
    for (const card of cards) expect(card.price_band ?? null, card.id).toBe(expected.get(card.id));
    const seen = new Set(cards.map((card) => card.price_band ?? 'none'));
    expect([...seen].sort()).toEqual(['fair', 'good', 'great', 'high', 'none']);
  });

  it("keeps only great and good prices with 'Good price or better', and counts them", async () => {
    const docs = liveDocs();
    const good = docs.filter((doc) => isGoodOrBetter(oracleBand(docs, doc))).map((doc) => doc.id);
    expect(good.length).toBeGreaterThan(1);
    const cards = await everyCard({ goodPrice: 'true' });
    expect(cards.map((card) => card.id).sort()).toEqual([...good].sort());
    expect(cards.every((card) => isGoodOrBetter(card.price_band))).toBe(true);
    // The panel's count beside the checkbox, given on the unfiltered results.
    expect((await search({})).body.facets.goodPrice).toBe(good.length);
  });

  it('refuses any other value of goodPrice with 400 in the words the results page shows', async () => {
    for (const goodPrice of ['yes', 'false', '1']) {
      const { status, body } = await search({ goodPrice });
      expect(status).toBe(400);
      expect(body.error?.fields?.['query.goodPrice']).toEqual([
        `${GOOD_PRICE_FILTER_LABEL} can only be true (leave it out for every van)`,
      ]);
    }
  });

  it('gives the advert its indicator with the similar vans, and the detail route none', async () => {
    const docs = liveDocs();
    const banded = docs.filter((doc) => oracleBand(docs, doc) !== null);
    const unbanded = docs.find((doc) => oracleBand(docs, doc) === null)!;
    for (const doc of [
      ...PRICE_BANDS.map((band) => banded.find((d) => oracleBand(docs, d) === band)!),
      unbanded,
    ]) {
      const similar = await callHandler(similarHandler, `/api/listings/${doc.id}/similar`, doc.id);
      expect(similar.status).toBe(200);
      expect(similar.body.price_indicator, doc.id).toEqual(oracleIndicator(docs, doc));
    }
    // The detail route reads the table only: the finance settings, no band (decision 066).
    const detail = await callHandler(
      detailHandler,
      `/api/listings/${banded[0]!.id}`,
      banded[0]!.id,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).not.toHaveProperty('price_indicator');
    expect(detail.body.finance).toEqual(DEFAULT_FINANCE_SETTINGS);
  });

  it("shows 'From £X a month' on cards only while the settings switch it on", async () => {
    const on = (await search({ make: 'ford' })).body.items;
    expect(on.length).toBeGreaterThan(0);
    for (const card of on) {
      expect(card.monthly_price).toBe(
        cardMonthlyPrice(priceWithVat(card), DEFAULT_FINANCE_SETTINGS.representative_apr),
      );
    }
    await emulators.db.client.send(
      new PutCommand({
        TableName: emulators.db.tableName,
        Item: {
          ...SITE_SETTINGS_KEY,
          finance: { ...DEFAULT_FINANCE_SETTINGS, show_monthly_on_cards: false },
          updated_at: now.toISOString(),
        },
      }),
    );
    // As a save does in the saving container; other containers within a minute.
    forgetFinanceSettings();
    try {
      const off = (await search({ make: 'ford' })).body.items;
      expect(off.map((card) => card.id)).toEqual(on.map((card) => card.id));
      expect(off.every((card) => card.monthly_price === null)).toBe(true);
    } finally {
      await emulators.db.client.send(
        new DeleteCommand({ TableName: emulators.db.tableName, Key: SITE_SETTINGS_KEY }),
      );
      forgetFinanceSettings();
    }
  });
});
