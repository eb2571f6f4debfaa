import { describe, expect, it } from 'vitest';
import { paginate } from './paginate';

const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts 20 items into pages of 8, 8 and 4', () => {
    expect(paginate(twenty, 1, 8)).toMatchObject({
      items: [1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      totalPages: 3,
      hasPrevious: false,
      hasNext: true,
    });
    expect(paginate(twenty, 3, 8)).toMatchObject({
      items: [17, 18, 19, 20],
      page: 3,
      hasPrevious: true,
      hasNext: false,
    });
  });

  it('clamps a page out of range', () => {
    expect(paginate(twenty, 9, 8).page).toBe(3);
    expect(paginate(twenty, 0, 8).page).toBe(1);
    expect(paginate(twenty, Number.NaN, 8).page).toBe(1);
  });

  it('gives an empty list one empty page', () => {
    expect(paginate([], 1, 8)).toEqual({
      items: [],
      page: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });
});
