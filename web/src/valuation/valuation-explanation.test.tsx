import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ASKING_PREMIUM } from '#shared/valuation/asking-prices';
import { valueVan } from '#shared/valuation/formula';
import type { MarketEstimate } from '#shared/valuation/market';
import { SimilarVansCard } from './similar-vans-card';
import { PriceScale } from './price-scale';
import {
  ADVERTS_LABEL,
  advertsCaption,
  ASKING_EXPLANATION,
  bandText,
  compareWithAdverts,
  ESTIMATE_LABEL,
  relationText,
} from './valuation-explanation';

// The van: a 2020 Transit Custom with 60,000 miles, good, one owner, valued in 2026.
const range = valueVan(
  {
    make: 'Ford',
    model: 'Transit Custom',
    year: 2020,
    mileage: 60_000,
    condition: 'good',
    owners: '1',
  },
  2026,
);
const criteria = { yearFrom: 2018, yearTo: 2022, mileageFrom: 35_000, mileageTo: 85_000 };
const market = (median: number, comparables = 12): MarketEstimate => ({
  comparables,
  criteria,
  prices: {
    low: median - 1000,
    median,
    high: median + 1500,
    min: median - 3000,
    max: median + 4000,
    bins: [{ from: median - 3000, to: median + 4000, count: comparables }],
  },
});

describe('the estimate beside the advertised prices', () => {
  it('is the formula’s range for the issue’s van', () => {
    expect(range).toEqual({ estimate: 10_395, low: 9_356, high: 11_435 });
  });

  it('says how far above the estimate the middle asking price is, and why', () => {
    const comparison = compareWithAdverts(range, market(13_500), false);
    expect(comparison).toMatchObject({
      kind: 'ready',
      low: 12_500,
      high: 15_000,
      median: 13_500,
      percent: 30,
      direction: 'above',
    });
    expect(relationText(comparison, range)).toBe(
      'The middle asking price of similar vans, £13,500, is 30% above the middle of your estimate, £10,395, as asking prices usually are. Similar vans are from 2018 to 2022 with 35,000 to 85,000 miles, so some are newer or have done fewer miles than yours.',
    );
    expect(advertsCaption(comparison)).toBe(
      'The middle half of the asking prices of 12 similar vans for sale on VanYard.',
    );
  });

  it('reads a median within 3% as level, and below as below with a reason', () => {
    const level = compareWithAdverts(range, market(10_600), false);
    expect(level).toMatchObject({ direction: 'level', percent: 2 });
    expect(relationText(level, range)).toMatch(
      /^The middle asking price .* is close to the middle/,
    );
    const below = compareWithAdverts(range, market(9_000), false);
    expect(below).toMatchObject({ direction: 'below', percent: -13 });
    expect(relationText(below, range)).toMatch(/is 13% below the middle of your estimate/);
  });

  it('says so while loading, on failure and with too few similar vans, without a relation', () => {
    const loading = compareWithAdverts(range, undefined, false);
    const failed = compareWithAdverts(range, undefined, true);
    const none = compareWithAdverts(range, { comparables: 0, criteria, prices: null }, false);
    const few = compareWithAdverts(range, { comparables: 3, criteria, prices: null }, false);
    expect(advertsCaption(loading)).toBe('Checking the asking prices of similar vans…');
    expect(advertsCaption(failed)).toBe(
      'Asking prices of similar vans are not available right now.',
    );
    expect(advertsCaption(none)).toBe('No similar vans are for sale on VanYard right now.');
    expect(advertsCaption(few)).toBe(
      'Only 3 similar vans are for sale on VanYard right now: too few to compare with.',
    );
    for (const comparison of [loading, failed, none, few]) {
      expect(relationText(comparison, range)).toBeNull();
    }
  });

  it('explains the gap with the same premiums the demo data prices adverts with', () => {
    expect(ASKING_EXPLANATION).toContain('likely to sell for');
    expect(ASKING_EXPLANATION).toContain(
      `about ${Math.round((ASKING_PREMIUM.private_seller - 1) * 100)}% (private sellers) to ${Math.round((ASKING_PREMIUM.trade_dealer - 1) * 100)}% (dealers)`,
    );
  });

  it('writes the band of similar vans in words', () => {
    expect(bandText({ yearFrom: 2017, yearTo: 2021, mileageFrom: 0, mileageTo: 25_000 })).toBe(
      'from 2017 to 2021 with 0 to 25,000 miles',
    );
  });
});

describe('the parts of the result', () => {
  it('labels both bars of the scale and hides the drawing from screen readers', () => {
    const html = renderToStaticMarkup(
      <PriceScale estimate={range} adverts={{ low: 12_500, high: 15_000 }} />,
    );
    expect(html).toMatch(/^<div aria-hidden="true"/);
    expect(html).toContain(ESTIMATE_LABEL);
    expect(html).toContain(ADVERTS_LABEL);
  });

  it('links to the similar vans, or says there are too few', () => {
    const request = { make: 'ford', model: 'transit-custom', year: 2020, mileage: 60_000 };
    const render = (estimate: MarketEstimate) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <SimilarVansCard estimate={estimate} request={request} />
        </MemoryRouter>,
      );
    const ready = render(market(13_500));
    expect(ready).toContain('12 vans of the same model, from 2018 to 2022');
    expect(ready).toContain(
      'href="/used-vans/ford/transit-custom?minMileage=35000&amp;maxMileage=85000&amp;minYear=2018&amp;maxYear=2022"',
    );
    expect(ready).toContain('See these 12 vans');
    const none = render({ comparables: 0, criteria, prices: null });
    expect(none).toContain('There are no vans of the same model');
    expect(none).not.toContain('<a ');
  });
});
