import { describe, expect, it } from 'vitest';
import {
  NO_STOCK_SEARCH,
  narrowsStock,
  paramsWithStockSearch,
  stockQueryOf,
  stockSearchFrom,
} from './stock-search';

describe('My Listings search in the address', () => {
  it('reads a shared link whole, and ignores what it does not know', () => {
    const search = stockSearchFrom(
      new URLSearchParams(
        'tab=sold&q=transit&sort=price_low&state=live&boosted=1&expiring_soon=1&x=y',
      ),
    );
    expect(search).toEqual({
      q: 'transit',
      sort: 'price_low',
      state: 'live',
      boosted: true,
      missing_photos: false,
      expiring_soon: true,
    });
    expect(stockSearchFrom(new URLSearchParams('sort=cheapest&state=gone'))).toEqual(
      NO_STOCK_SEARCH,
    );
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const params = paramsWithStockSearch(new URLSearchParams('tab=sold'), {
      ...NO_STOCK_SEARCH,
      q: '  vn1042 ',
      missing_photos: true,
    });
    expect(params.toString()).toBe('tab=sold&q=vn1042&missing_photos=1');
    expect(paramsWithStockSearch(params, NO_STOCK_SEARCH).toString()).toBe('tab=sold');
  });

  it('round-trips through the address and into the API query', () => {
    const search = { ...NO_STOCK_SEARCH, sort: 'views' as const, state: 'draft' as const };
    expect(stockSearchFrom(paramsWithStockSearch(new URLSearchParams(), search))).toEqual(search);
    expect(stockQueryOf(search)).toEqual({ sort: 'views', state: 'draft' });
  });

  it('says whether the tab is narrowed (an order alone does not narrow it)', () => {
    expect(narrowsStock({ ...NO_STOCK_SEARCH, sort: 'oldest' })).toBe(false);
    expect(narrowsStock({ ...NO_STOCK_SEARCH, boosted: true })).toBe(true);
  });
});
