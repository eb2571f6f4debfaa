import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EURO_PALLET,
  euroPalletsThatFit,
  footprintsOnFloor,
  loadsThatFit,
  usableWidth,
} from '#shared/vehicle/load-fit';

describe('euroPalletsThatFit: load floors of small, medium and large vans', () => {
  it.each([
    // Load length x width between the arches (mm); pallets turned to fit the most.
    {
      floor: 'a small van, 1,786 x 1,226',
      length_mm: 1786,
      width_mm: 1530,
      arches: 1226,
      pallets: 2,
    },
    {
      floor: 'a small van, 1,500 x 1,226',
      length_mm: 1500,
      width_mm: 1530,
      arches: 1226,
      pallets: 1,
    },
    {
      floor: 'a medium van, 2,554 x 1,392',
      length_mm: 2554,
      width_mm: 1775,
      arches: 1392,
      pallets: 3,
    },
    {
      floor: 'a large van, 3,272 x 1,350',
      length_mm: 3272,
      width_mm: 1787,
      arches: 1350,
      pallets: 4,
    },
    {
      floor: 'a long large van, 4,217 x 1,392',
      length_mm: 4217,
      width_mm: 1784,
      arches: 1392,
      pallets: 5,
    },
  ])('$floor carries $pallets', ({ length_mm, width_mm, arches, pallets }) => {
    expect(euroPalletsThatFit({ length_mm, width_mm, width_between_arches_mm: arches })).toBe(
      pallets,
    );
  });

  it('uses the width between the arches where given, else the load width', () => {
    expect(usableWidth({ length_mm: 3000, width_mm: 1700, width_between_arches_mm: 1300 })).toBe(
      1300,
    );
    expect(usableWidth({ length_mm: 3000, width_mm: 1700 })).toBe(1700);
    expect(usableWidth({ length_mm: 3000, width_mm: 1700, width_between_arches_mm: null })).toBe(
      1700,
    );
    // A wider figure between the arches than the load width is a typing slip: the narrower holds.
    expect(usableWidth({ length_mm: 3000, width_mm: 1200, width_between_arches_mm: 1300 })).toBe(
      1200,
    );
  });

  it('mixes the two turns where that fits one more', () => {
    // On 2,000 x 2,000 either turn alone fits 2; a row of each fits 3. (A pinwheel of four fits
    // too, but no loader builds one round an empty middle: the count errs low, never high.)
    expect(footprintsOnFloor({ length_mm: 2000, width_mm: 2000 }, EURO_PALLET)).toBe(3);
  });

  it('fits nothing in a floor too small or with no size', () => {
    expect(euroPalletsThatFit({ length_mm: 1100, width_mm: 1100 })).toBe(0);
    expect(
      euroPalletsThatFit({ length_mm: 3000, width_mm: 1700, width_between_arches_mm: 700 }),
    ).toBe(0);
    expect(euroPalletsThatFit({ length_mm: 0, width_mm: 0 })).toBe(0);
  });
});

describe('loadsThatFit: upright boxes, stacked as the load height allows', () => {
  const space = { length_mm: 3000, width_mm: 1700, width_between_arches_mm: 1300, height_mm: 1800 };

  it('stacks as many layers as the height holds', () => {
    // 1,000 x 600 on a 3,000 x 1,300 floor: 3 along x 2 across = 6; 1,800 / 600 = 3 layers.
    expect(loadsThatFit(space, { length_mm: 1000, width_mm: 600, height_mm: 600 })).toBe(18);
  });

  it('fits none of a load taller than the van, and one layer where no height is known', () => {
    expect(loadsThatFit(space, { length_mm: 1000, width_mm: 600, height_mm: 1900 })).toBe(0);
    expect(
      loadsThatFit(
        { ...space, height_mm: null },
        { length_mm: 1000, width_mm: 600, height_mm: 600 },
      ),
    ).toBe(6);
  });
});

describe('footprintsOnFloor: properties', () => {
  const size = fc.integer({ min: 1, max: 6000 });
  const piece = fc.integer({ min: 100, max: 2500 });

  it('never counts more pieces than the floor has area for, nor fewer than a plain grid', () => {
    fc.assert(
      fc.property(size, size, piece, piece, (L, W, a, b) => {
        const count = footprintsOnFloor(
          { length_mm: L, width_mm: W },
          { length_mm: a, width_mm: b },
        );
        expect(count).toBeLessThanOrEqual(Math.floor((L * W) / (a * b)));
        const grid = Math.max(
          Math.floor(L / a) * Math.floor(W / b),
          Math.floor(L / b) * Math.floor(W / a),
        );
        expect(count).toBeGreaterThanOrEqual(grid);
      }),
    );
  });

  it('is the same for a piece turned round and for the floor turned round', () => {
    fc.assert(
      fc.property(size, size, piece, piece, (L, W, a, b) => {
        const count = footprintsOnFloor(
          { length_mm: L, width_mm: W },
          { length_mm: a, width_mm: b },
        );
        expect(
          footprintsOnFloor({ length_mm: L, width_mm: W }, { length_mm: b, width_mm: a }),
        ).toBe(count);
        expect(
          footprintsOnFloor({ length_mm: W, width_mm: L }, { length_mm: a, width_mm: b }),
        ).toBe(count);
      }),
    );
  });

  it('never fits fewer in a longer or wider floor', () => {
    fc.assert(
      fc.property(size, size, piece, piece, fc.nat(2000), fc.nat(2000), (L, W, a, b, dL, dW) => {
        const small = footprintsOnFloor(
          { length_mm: L, width_mm: W },
          { length_mm: a, width_mm: b },
        );
        const large = footprintsOnFloor(
          { length_mm: L + dL, width_mm: W + dW },
          { length_mm: a, width_mm: b },
        );
        expect(large).toBeGreaterThanOrEqual(small);
      }),
    );
  });
});
