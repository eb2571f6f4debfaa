import { describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import { searchKey } from '../api/use-search-listings';
import { countButtonLabel, countQuery, liveCountKey } from './live-count';

describe('countButtonLabel', () => {
  it('says how many vans the button leads to, with en-GB thousands', () => {
    expect(countButtonLabel('Search', { status: 'ready', total: 240 }, 'Search vans')).toBe(
      'Search 240 vans',
    );
    expect(countButtonLabel('Show', { status: 'ready', total: 83 }, 'Apply Filters')).toBe(
      'Show 83 vans',
    );
    expect(countButtonLabel('Show', { status: 'ready', total: 1 }, 'Apply Filters')).toBe(
      'Show 1 van',
    );
    expect(countButtonLabel('Search', { status: 'ready', total: 0 }, 'Search vans')).toBe(
      'Search 0 vans',
    );
    expect(countButtonLabel('Search', { status: 'ready', total: 12_345 }, 'Search vans')).toBe(
      'Search 12,345 vans',
    );
  });

  it('shows no number while counting or when the count failed', () => {
    expect(countButtonLabel('Search', { status: 'counting' }, 'Search vans')).toBe('Search vans');
    expect(countButtonLabel('Show', { status: 'failed' }, 'Apply Filters')).toBe('Apply Filters');
    expect(
      countButtonLabel('Search', { status: 'failed', code: 'postcode_not_found' }, 'Search vans'),
    ).toBe('Search vans');
  });
});

describe('countQuery', () => {
  it("is the results page's own canonical query, without the page", () => {
    expect(countQuery({ make: 'ford', model: 'transit', page: 3 })).toBe('make=ford&model=transit');
    expect(countQuery({ postcode: 'LS1 4DY', radius: 25 })).toBe('postcode=LS1+4DY&radius=25');
    expect(countQuery({})).toBe('');
  });
});

describe('liveCountKey', () => {
  it('is the key of the search URL the count asks for, the results page key without its page', () => {
    expect(liveCountKey({})).toBe(unstable_serialize(['/api/listings/search']));
    const filters = { make: 'ford', postcode: 'LS1 4DY', radius: 25 as const, page: 3 };
    expect(liveCountKey(filters)).toBe(searchKey({ ...filters, page: undefined }));
    expect(liveCountKey(filters)).toContain('/api/listings/search?make=ford&postcode=LS1+4DY');
  });
});
