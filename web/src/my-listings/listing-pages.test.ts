import { describe, expect, it } from 'vitest';
import { appendPage, mergeRows, nextCursor, noMorePages } from './listing-pages';
import { makePage, makeRow } from './test-fixtures';

describe('mergeRows', () => {
  it('keeps the pages in order and each listing once (the first copy wins)', () => {
    const a = makeRow({ id: 'a' });
    const b = makeRow({ id: 'b', price: 1 });
    const bAgain = makeRow({ id: 'b', price: 2 });
    const c = makeRow({ id: 'c' });
    const rows = mergeRows([makePage([a, b]), makePage([bAgain, c])]);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(rows[1]!.price).toBe(1);
    expect(mergeRows([])).toEqual([]);
  });
});

describe('nextCursor', () => {
  it("is the last page's cursor, or null", () => {
    expect(nextCursor([])).toBeNull();
    expect(nextCursor([makePage([], { next_cursor: 'one' })])).toBe('one');
    expect(
      nextCursor([makePage([], { next_cursor: 'one' }), makePage([], { next_cursor: null })]),
    ).toBeNull();
  });
});

describe('appendPage', () => {
  const page = makePage([makeRow({ id: 'x' })]);

  it('adds a page to the state it was asked from', () => {
    const state = { ...noMorePages('active'), status: 'loading' as const };
    expect(appendPage(state, { view: 'active', loaded: 0 }, page)).toEqual({
      view: 'active',
      pages: [page],
      status: 'idle',
    });
  });

  it('drops an answer after a change of tab or a refresh', () => {
    const sold = noMorePages('sold');
    expect(appendPage(sold, { view: 'active', loaded: 0 }, page)).toBe(sold);
    const refreshed = noMorePages('active');
    expect(appendPage(refreshed, { view: 'active', loaded: 1 }, page)).toBe(refreshed);
  });
});
