import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_NAME_MAX,
  createSavedSearchSchema,
  savedFiltersOf,
  savedQueryOf,
  savedSearchName,
} from '#shared/saved-searches';
import { digestPeriod } from '#lambdas/saved-search/digest-period';

describe('the saved search name from its filters', () => {
  it('reads make, model, price and place as a buyer would', () => {
    expect(
      savedSearchName({
        make: 'ford',
        model: 'transit',
        maxPrice: 15000,
        postcode: 'LS1 4AP',
        radius: 25,
      }),
    ).toBe('Ford Transit under £15,000 within 25 miles of LS1');
    expect(savedSearchName({})).toBe('Vans');
    expect(savedSearchName({ make: 'volkswagen', minPrice: 5000, maxPrice: 9000 })).toBe(
      'Volkswagen £5,000 to £9,000',
    );
    expect(savedSearchName({ postcode: 'M1 1AA' })).toBe('Vans within 50 miles of M1');
    expect(savedSearchName({ location: 'staines-upon-thames' })).toBe(
      'Vans in Staines Upon Thames',
    );
  });

  it('never exceeds the name limit', () => {
    const name = savedSearchName({ make: 'ford', search: 'x'.repeat(120) });
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
  });
});

describe('the filters a saved search keeps', () => {
  it('are the canonical query, without order or page', () => {
    const parsed = savedFiltersOf('?maxPrice=15000&make=Ford&sort=price-asc&page=3', new Date());
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(savedQueryOf(parsed.data)).toBe('make=ford&maxPrice=15000');
  });

  it('refuse what the results page refuses, with its words', () => {
    const refused = createSavedSearchSchema.safeParse({
      name: 'x',
      frequency: 'daily',
      query: 'minPrice=9000&maxPrice=1000',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Minimum price must not be more than the maximum price',
    );
  });
});

describe('digest periods', () => {
  it('are the minute, the day and the ISO week', () => {
    const at = new Date('2026-11-29T00:41:30Z');
    expect(digestPeriod('instant', at)).toBe('2026-11-29T00:41');
    expect(digestPeriod('daily', at)).toBe('2026-11-29');
    expect(digestPeriod('weekly', at)).toBe('2026-W48');
    expect(digestPeriod('weekly', new Date('2027-01-01T10:00:00Z'))).toBe('2026-W53');
  });
});
