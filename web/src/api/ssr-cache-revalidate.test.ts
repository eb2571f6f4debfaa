import { beforeEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('swr', async (importOriginal) => ({ ...(await importOriginal<object>()), mutate }));
const seeded = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('./loader-seed', () => ({ seededKeys: () => seeded.keys }));

const { primeCache, revalidateIfOld } = await import('./ssr-cache');
const { cache } = await import('swr/_internal');

const payload = {
  v: 1 as const,
  renderedAt: 1_000_000,
  origin: 'https://www.vanyard.co.uk',
  entries: {
    '@"/api/listings/a",': { data: { id: 'a' } },
    '@"/api/listings/featured",': { data: [] },
    '@"/api/listings/gone",': { error: { status: 404, code: 'not_found', message: 'x' } },
  },
};

describe('revalidateIfOld', () => {
  beforeEach(() => mutate.mockClear());

  it('does nothing for HTML rendered less than 60 s ago', () => {
    revalidateIfOld(payload, payload.renderedAt + 59_999);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('revalidates every key of older HTML once, in the background', () => {
    revalidateIfOld(payload, payload.renderedAt + 60_000);
    expect(mutate.mock.calls).toEqual(Object.keys(payload.entries).map((key) => [key]));
  });

  it("revalidates the keys the page's loader data seeded too", () => {
    seeded.keys = ['@"/api/settings",'];
    revalidateIfOld(payload, payload.renderedAt + 60_000);
    expect(mutate.mock.calls).toEqual([
      ...Object.keys(payload.entries).map((key) => [key]),
      ['@"/api/settings",'],
    ]);
    seeded.keys = [];
  });

  it('takes another age limit', () => {
    revalidateIfOld(payload, payload.renderedAt + 5_000, 5_000);
    expect(mutate).toHaveBeenCalledTimes(3);
  });
});

describe('primeCache', () => {
  beforeEach(() => mutate.mockClear());

  it('writes the data entries straight into the cache, without mutate (no second render), and leaves error entries to the middleware', () => {
    primeCache(payload);
    expect(mutate).not.toHaveBeenCalled();
    expect(cache.get('@"/api/listings/a",')).toEqual({ data: { id: 'a' } });
    expect(cache.get('@"/api/listings/featured",')).toEqual({ data: [] });
    expect(cache.get('@"/api/listings/gone",')).toBeUndefined();
  });

  it('never overwrites what the cache already holds', () => {
    cache.set('@"/api/listings/kept",', { data: 'newer' });
    primeCache({ ...payload, entries: { '@"/api/listings/kept",': { data: 'older' } } });
    expect(cache.get('@"/api/listings/kept",')).toEqual({ data: 'newer' });
  });
});
