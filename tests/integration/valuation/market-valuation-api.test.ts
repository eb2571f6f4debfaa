import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceBins } from '#lambdas/search/market-estimate';
import { handler } from '#lambdas/handlers/market-valuation';
import { resetSearchIndex } from '#lambdas/search/projection/search-index-provider';
import { VALUATION_FIRST_YEAR, VALUATION_MAX_MILEAGE } from '#shared/valuation/form';
import {
  COMPARABLE_MILES,
  COMPARABLE_YEARS,
  MIN_COMPARABLES,
  type MarketEstimate,
} from '#shared/valuation/market';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { aListing } from '../../support/listing-fixture';
import { startSearchEmulators, type SearchEmulators } from '../search/search-emulators';
import { putListingsBatch } from '#lambdas/listing/listing-writer';

// The market valuation API end to end: listings in DynamoDB Local, the search snapshot in s3rver.

const YEAR = 2019;
const MILES = 60_000;
const transitCustom = { year: YEAR, mileage: MILES };

// On the edges of the band too, so the band is shown to include them.
const comparables = [
  aListing({ ...transitCustom, price: 14_495 }),
  aListing({ ...transitCustom, year: YEAR - COMPARABLE_YEARS, price: 11_995 }),
  aListing({ ...transitCustom, year: YEAR + COMPARABLE_YEARS, price: 18_750 }),
  aListing({ ...transitCustom, mileage: MILES - COMPARABLE_MILES, price: 16_500 }),
  aListing({ ...transitCustom, mileage: MILES + COMPARABLE_MILES, price: 12_950 }),
];

// Each like a comparable but for one thing, and priced so that counting it would move the figures.
const CHEAP = 1_000;
const notComparable = [
  aListing({ ...transitCustom, price: CHEAP, status: 'sold' }),
  aListing({ ...transitCustom, price: CHEAP, status: 'inactive' }),
  aListing({ ...transitCustom, price: CHEAP, approval_status: 'pending' }),
  aListing({ ...transitCustom, price: CHEAP, approval_status: 'rejected' }),
  // 'Transit Custom' contains 'Transit': a substring match would wrongly count it.
  aListing({ ...transitCustom, price: CHEAP, model: 'Transit' }),
  aListing({ ...transitCustom, price: CHEAP, year: YEAR - COMPARABLE_YEARS - 1 }),
  aListing({ ...transitCustom, price: CHEAP, year: YEAR + COMPARABLE_YEARS + 1 }),
  aListing({ ...transitCustom, price: CHEAP, mileage: MILES - COMPARABLE_MILES - 1 }),
  aListing({ ...transitCustom, price: CHEAP, mileage: MILES + COMPARABLE_MILES + 1 }),
];

// One short of enough, so the threshold itself is tested.
const fewMasters = Array.from({ length: MIN_COMPARABLES - 1 }, (_, i) =>
  aListing({ make: 'Renault', model: 'Master', year: 2018, mileage: 60_000, price: 20_000 + i }),
);

const goodQuery = { make: 'ford', model: 'transit-custom', year: `${YEAR}`, mileage: `${MILES}` };

type ErrorBody = { error: { code: string; fields: Record<string, string[]> } };

async function market(query: Record<string, string>) {
  const event = apiEvent('GET', '/api/valuations/market', { query });
  const response = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  return {
    status: response.statusCode ?? 0,
    headers: response.headers ?? {},
    body: JSON.parse(response.body ?? '{}') as MarketEstimate & ErrorBody,
  };
}

let emulators: SearchEmulators;

beforeAll(async () => {
  emulators = await startSearchEmulators();
  await putListingsBatch(emulators.db, [...comparables, ...notComparable, ...fewMasters]);
  await emulators.snapshotForHandlers();
}, 120_000);

afterAll(async () => {
  resetSearchIndex();
  await emulators?.stop();
});

describe('GET /api/valuations/market', () => {
  it('summarises the asking prices of exactly the comparable live vans, cacheable', async () => {
    const { status, headers, body } = await market(goodQuery);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body.comparables).toBe(comparables.length);
    expect(body.criteria).toEqual({
      yearFrom: YEAR - COMPARABLE_YEARS,
      yearTo: YEAR + COMPARABLE_YEARS,
      mileageFrom: MILES - COMPARABLE_MILES,
      mileageTo: MILES + COMPARABLE_MILES,
    });
    // With five prices the quartiles fall exactly on the second, third and fourth of them.
    const sorted = comparables.map((listing) => listing.price).sort((a, b) => a - b);
    expect(sorted).toHaveLength(5);
    expect(body.prices).toEqual({
      min: sorted[0],
      low: sorted[1],
      median: sorted[2],
      high: sorted[3],
      max: sorted[4],
      bins: priceBins(sorted),
    });
  });

  it('leaves out sold, withdrawn and unapproved vans, other models and vans outside the band', async () => {
    const { body } = await market(goodQuery);
    expect(body.comparables).toBe(comparables.length);
    expect(body.prices?.min).toBeGreaterThan(CHEAP);
    expect(body.prices?.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(comparables.length);
    // The Transit is in the index, so it was left out for its model, not for being missing.
    const transit = await market({ ...goodQuery, model: 'transit' });
    expect(transit.body.comparables).toBe(1);
  });

  it('gives no figures when too few vans are comparable', async () => {
    const { status, body } = await market({
      make: 'renault',
      model: 'master',
      year: '2018',
      mileage: '60000',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      comparables: MIN_COMPARABLES - 1,
      criteria: {
        yearFrom: 2018 - COMPARABLE_YEARS,
        yearTo: 2018 + COMPARABLE_YEARS,
        mileageFrom: 60_000 - COMPARABLE_MILES,
        mileageTo: 60_000 + COMPARABLE_MILES,
      },
      prices: null,
    });
  });

  const thisYear = new Date().getFullYear();
  const yearMessage = `year must be between ${VALUATION_FIRST_YEAR} and ${thisYear}`;
  const mileageMessage = `mileage must be a whole number up to ${VALUATION_MAX_MILEAGE.toLocaleString('en-GB')}`;
  it.each([
    ['an unknown make', { make: 'tesla' }, 'make', 'Unknown make'],
    ['a model the make does not have', { model: 'sprinter' }, 'model', 'Unknown model'],
    ['a year with letters', { year: '20x9' }, 'year', yearMessage],
    ['a year after this one', { year: `${thisYear + 1}` }, 'year', yearMessage],
    ['a negative mileage', { mileage: '-1' }, 'mileage', mileageMessage],
    [
      'a mileage past the maximum',
      { mileage: `${VALUATION_MAX_MILEAGE + 1}` },
      'mileage',
      mileageMessage,
    ],
  ])('answers 400 for %s, with the field message', async (_, change, field, message) => {
    const { status, body } = await market({ ...goodQuery, ...change });
    expect(status).toBe(400);
    expect(body.error.code).toBe('bad_request');
    expect(body.error.fields).toEqual({ [`query.${field}`]: [message] });
  });

  it('answers 400 naming every missing parameter', async () => {
    const { status, body } = await market({});
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields).sort()).toEqual([
      'query.make',
      'query.mileage',
      'query.model',
      'query.year',
    ]);
  });
});
