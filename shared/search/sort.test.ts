import { describe, expect, it } from 'vitest';
import { SORTS } from './constants';
import { defaultSort, effectiveSort } from './sort';

describe('the default order (decision 024)', () => {
  it('is nearest first for a postcode search, featured first otherwise', () => {
    expect(defaultSort({ postcode: 'LS1 4DY' })).toBe('distance');
    expect(defaultSort({})).toBe('featured');
  });

  it("respects the buyer's choice, including Featured first with a postcode", () => {
    for (const sort of SORTS) {
      expect(effectiveSort({ postcode: 'LS1 4DY', sort })).toBe(sort);
    }
    expect(effectiveSort({ postcode: 'LS1 4DY' })).toBe('distance');
    expect(effectiveSort({ sort: 'price-asc' })).toBe('price-asc');
    expect(effectiveSort({})).toBe('featured');
  });
});
