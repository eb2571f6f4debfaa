import { beforeEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('swr', async (importOriginal) => ({ ...(await importOriginal<object>()), mutate }));
const seeded = vi.hoisted(() => ({ keys: [] as string[] }));
vi.mock('./loader-seed', () => ({ seededKeys: () => seeded.keys }));

const { revalidateIfOld } = await import('./ssr-cache');

const payload = { v: 1 as const, renderedAt: 1_000_000, origin: 'https://www.vanyard.co.uk' };
const SEEDED = ['@"/api/listings/a",', '@"/api/listings/featured",', '@"/api/listings/gone",'];

describe('revalidateIfOld', () => {
  beforeEach(() => {
    mutate.mockClear();
    seeded.keys = SEEDED;
  });

  it('does nothing for HTML rendered less than 60 s ago', () => {
    revalidateIfOld(payload, payload.renderedAt + 59_999);
    expect(mutate).not.toHaveBeenCalled();
  });

  it("revalidates every key the page's loader data seeded, once, in the background", () => {
    revalidateIfOld(payload, payload.renderedAt + 60_000);
    expect(mutate.mock.calls).toEqual(SEEDED.map((key) => [key]));
  });

  it('takes another age limit', () => {
    revalidateIfOld(payload, payload.renderedAt + 5_000, 5_000);
    expect(mutate).toHaveBeenCalledTimes(3);
  });
});
