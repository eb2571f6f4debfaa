import { describe, expect, it } from 'vitest';
import { SAVED_VANS_LIMIT } from '#shared/saved-vans';
import {
  parseBrowserSaved,
  parseKeptAccountIds,
  toggleBrowserSaved,
  type BrowserSavedEntry,
} from './saved-vans-store';

const entry = (id: string): BrowserSavedEntry => ({
  id,
  title: `2019 Ford Transit ${id}`,
  price: 12000,
  saved_at: '2026-11-01T10:00:00.000Z',
});

describe('the browser saved vans store', () => {
  it('reads back what it wrote and drops anything else', () => {
    const raw = JSON.stringify([
      entry('a'),
      entry('a'),
      { ...entry('b'), price: 'cheap' },
      { id: 'no title', price: 1, saved_at: '2026-11-01T10:00:00.000Z' },
      entry('c'),
    ]);
    expect(parseBrowserSaved(raw).map((e) => e.id)).toEqual(['a', 'c']);
    expect(parseBrowserSaved('{not json')).toEqual([]);
    expect(parseBrowserSaved('{"a":1}')).toEqual([]);
    expect(parseBrowserSaved(null)).toEqual([]);
  });

  it('saves newest first, unsaves a saved van, and refuses one past the limit', () => {
    const added = toggleBrowserSaved([entry('a')], entry('b'));
    expect(added.outcome).toBe('added');
    expect(added.entries.map((e) => e.id)).toEqual(['b', 'a']);
    const removed = toggleBrowserSaved(added.entries, entry('a'));
    expect(removed).toEqual({ outcome: 'removed', entries: [entry('b')] });
    const full = Array.from({ length: SAVED_VANS_LIMIT }, (_, i) => entry(`v${i}`));
    expect(toggleBrowserSaved(full, entry('x')).outcome).toBe('full');
  });

  it("reads the tab's copy of the account's ids only as written, never past the limit", () => {
    expect(parseKeptAccountIds(JSON.stringify({ user: 'u1', ids: ['a', 1, 'b'] }))).toEqual({
      user: 'u1',
      ids: ['a', 'b'],
    });
    // A sign-out leaves it empty; anything else is not trusted.
    for (const raw of [null, '', '{not json', '{"ids":["a"]}', '{"user":"u1","ids":"a"}']) {
      expect(parseKeptAccountIds(raw)).toBeNull();
    }
    const many = Array.from({ length: SAVED_VANS_LIMIT + 5 }, (_, i) => `v${i}`);
    expect(parseKeptAccountIds(JSON.stringify({ user: 'u1', ids: many }))?.ids).toHaveLength(
      SAVED_VANS_LIMIT,
    );
  });
});
