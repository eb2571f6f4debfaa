import { describe, expect, it } from 'vitest';
import {
  importSavedVansBodySchema,
  mergeSavedVans,
  priceChangeText,
  SAVED_VANS_LIMIT,
  type BrowserSavedVan,
} from '#shared/saved-vans';

const van = (id: string, saved_at: string, price = 10000): BrowserSavedVan => ({
  id,
  price,
  saved_at,
});

describe('priceChangeText', () => {
  it('says how much less or more in pounds, and nothing when unchanged', () => {
    expect(priceChangeText(15000, 14500)).toBe('£500 less than when you saved it');
    expect(priceChangeText(12000, 12300)).toBe('£300 more than when you saved it');
    expect(priceChangeText(25995, 23495)).toBe('£2,500 less than when you saved it');
    expect(priceChangeText(9995, 9995)).toBeNull();
  });
});

describe('mergeSavedVans', () => {
  it("adds the browser's vans the account lacks and counts those it has", () => {
    const plan = mergeSavedVans(new Set(['a']), [
      van('a', '2026-11-01T00:00:00.000Z'),
      van('b', '2026-11-02T00:00:00.000Z'),
    ]);
    expect(plan).toEqual({
      add: [van('b', '2026-11-02T00:00:00.000Z')],
      alreadySaved: 1,
      overLimit: 0,
    });
  });

  it('takes a van repeated in the browser once, from its first saving', () => {
    const plan = mergeSavedVans(new Set(), [
      van('b', '2026-11-05T00:00:00.000Z', 9000),
      van('b', '2026-11-01T00:00:00.000Z', 9500),
    ]);
    expect(plan.add).toEqual([van('b', '2026-11-01T00:00:00.000Z', 9500)]);
    expect(plan.alreadySaved).toBe(0);
  });

  it('fills the room left, newest first, and says how many did not fit', () => {
    const account = new Set(Array.from({ length: 8 }, (_, i) => `kept-${i}`));
    const plan = mergeSavedVans(
      account,
      [
        van('old', '2026-10-01T00:00:00.000Z'),
        van('new', '2026-11-03T00:00:00.000Z'),
        van('mid', '2026-11-01T00:00:00.000Z'),
      ],
      10,
    );
    expect(plan.add.map((v) => v.id)).toEqual(['new', 'mid']);
    expect(plan.overLimit).toBe(1);
  });

  it('adds nothing to a full account', () => {
    const full = new Set(Array.from({ length: SAVED_VANS_LIMIT }, (_, i) => `v${i}`));
    const plan = mergeSavedVans(full, [van('x', '2026-11-01T00:00:00.000Z')]);
    expect(plan).toEqual({ add: [], alreadySaved: 0, overLimit: 1 });
  });
});

describe('the import body', () => {
  it(`takes at most ${SAVED_VANS_LIMIT} well-formed vans`, () => {
    const ok = { vans: [van('a', '2026-11-01T00:00:00.000Z')] };
    expect(importSavedVansBodySchema.safeParse(ok).success).toBe(true);
    const tooMany = {
      vans: Array.from({ length: SAVED_VANS_LIMIT + 1 }, (_, i) =>
        van(`v${i}`, '2026-11-01T00:00:00.000Z'),
      ),
    };
    expect(importSavedVansBodySchema.safeParse(tooMany).success).toBe(false);
    for (const bad of [
      { id: 'not an id', price: 1, saved_at: '2026-11-01T00:00:00.000Z' },
      { id: 'a', price: -1, saved_at: '2026-11-01T00:00:00.000Z' },
      { id: 'a', price: 1.5, saved_at: '2026-11-01T00:00:00.000Z' },
      { id: 'a', price: 1, saved_at: 'yesterday' },
    ]) {
      expect(
        importSavedVansBodySchema.safeParse({ vans: [bad] }).success,
        JSON.stringify(bad),
      ).toBe(false);
    }
  });
});
