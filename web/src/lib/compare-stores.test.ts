import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPARE_STORAGE_KEY,
  parseCompareEntries,
  readCompareEntries,
  removeStoredCompare,
  toggleCompare,
  toggleStoredCompare,
} from './compare-store';
import {
  forgetRecentlyViewed,
  parseRecentlyViewed,
  recordRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  withViewed,
} from './recently-viewed-store';

function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('window', {
    localStorage: storage,
    sessionStorage: fakeStorage(),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

const van = (id: string) => ({ id, title: `Van ${id}` });

describe('the compare list (localStorage)', () => {
  it('adds and removes a van with the same button, in the order added', () => {
    expect(toggleStoredCompare(van('a'))).toBe('added');
    expect(toggleStoredCompare(van('b'))).toBe('added');
    expect(readCompareEntries()).toEqual([van('a'), van('b')]);
    expect(toggleStoredCompare(van('a'))).toBe('removed');
    expect(readCompareEntries()).toEqual([van('b')]);
    removeStoredCompare('b');
    expect(JSON.parse(storage.values.get(COMPARE_STORAGE_KEY)!)).toEqual([]);
  });

  it('refuses a fifth van and changes nothing until one is removed', () => {
    for (const id of ['a', 'b', 'c', 'd']) toggleStoredCompare(van(id));
    expect(toggleStoredCompare(van('e'))).toBe('full');
    expect(readCompareEntries().map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleCompare([van('a')], van('a')).outcome).toBe('removed');
  });

  it('trusts nothing stored that it did not write', () => {
    expect(parseCompareEntries(null)).toEqual([]);
    expect(parseCompareEntries('{oops')).toEqual([]);
    expect(parseCompareEntries('{"id":"a"}')).toEqual([]);
    expect(
      parseCompareEntries(
        JSON.stringify([
          van('a'),
          van('a'),
          { id: '<x>', title: 'bad' },
          'b',
          van('c'),
          van('d'),
          van('e'),
          van('f'),
        ]),
      ).map((e) => e.id),
    ).toEqual(['a', 'c', 'd', 'e']);
  });

  it('still works when storage throws (private mode): nothing is remembered', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(toggleStoredCompare(van('a'))).toBe('added');
    expect(readCompareEntries()).toEqual([]);
  });
});

describe('recently viewed (localStorage)', () => {
  it('keeps the last 12 vans, newest first, each once', () => {
    for (let i = 1; i <= 14; i++) recordRecentlyViewed(`v${i}`);
    recordRecentlyViewed('v10');
    const ids = parseRecentlyViewed(storage.values.get(RECENTLY_VIEWED_KEY) ?? null);
    expect(ids).toHaveLength(12);
    expect(ids.slice(0, 3)).toEqual(['v10', 'v14', 'v13']);
    expect(ids).not.toContain('v1');
    expect(ids).not.toContain('v2');
    expect(withViewed(['a', 'b'], 'b')).toEqual(['b', 'a']);
  });

  it('forgets vans the site says are gone', () => {
    for (const id of ['a', 'b', 'c']) recordRecentlyViewed(id);
    forgetRecentlyViewed(['b', 'zz']);
    expect(parseRecentlyViewed(storage.values.get(RECENTLY_VIEWED_KEY) ?? null)).toEqual([
      'c',
      'a',
    ]);
  });

  it('drops anything stored that is not a list of ids', () => {
    expect(parseRecentlyViewed('nope')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify(['a', 3, '<b>', 'a', 'c']))).toEqual(['a', 'c']);
  });
});
