import { describe, expect, it } from 'vitest';
import { LruCache } from '#lambdas/geocoding/lru-cache';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1, 60_000);
    cache.set('b', 2, 60_000);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3, 60_000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = new LruCache<string | null>(10, () => now);
    cache.set('short', null, 1000);
    cache.set('long', 'kept', 5000);
    now = 999;
    expect(cache.get('short')).toBeNull();
    now = 1000;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe('kept');
    expect(cache.size).toBe(1);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new LruCache(0)).toThrow(/at least 1/);
  });
});
