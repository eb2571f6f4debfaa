import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

/** 1 … 4 5 6 … 9 as a string, for readable expectations. */
function shape(current: number, total: number): string {
  return pagerItems(current, total)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');
}

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(shape(1, 1)).toBe('1');
    expect(shape(1, 0)).toBe('1');
    expect(shape(2, 5)).toBe('1 2 3 4 5');
  });

  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(shape(1, 9)).toBe('1 2 … 9');
    expect(shape(5, 9)).toBe('1 … 4 5 6 … 9');
    expect(shape(9, 9)).toBe('1 … 8 9');
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(shape(4, 9)).toBe('1 2 3 4 5 … 9');
    expect(shape(6, 9)).toBe('1 … 5 6 7 8 9');
  });

  it('shows the last pages for a page past the end', () => {
    expect(shape(40, 9)).toBe('1 … 8 9');
  });

  it('gives gaps distinct keys', () => {
    const gaps = pagerItems(5, 9).filter((item) => item.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', after: 1 },
      { kind: 'gap', after: 6 },
    ]);
  });
});
