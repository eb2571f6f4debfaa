/**
 * What fits in a van's load space (issue 31, 'fits my load'): Euro pallets, or upright boxes of
 * a given size, from the load floor's length and width.
 *
 * The width is the narrowest the load passes: between the wheel arches where the listing gives
 * it (a pallet cannot sit over an arch), else the load width. Loads stand upright and turn only
 * on the floor; pallets are not stacked, boxes are, as far as the load height allows.
 */

export type LoadSpace = {
  length_mm: number;
  width_mm: number;
  width_between_arches_mm?: number | null;
  height_mm?: number | null;
};

/** A load's footprint, and its height where boxes may stack. */
export type Load = { length_mm: number; width_mm: number; height_mm?: number };

/** A Euro pallet (EUR 1, EN 13698-1): 1,200 x 800 mm. */
export const EURO_PALLET: Load = { length_mm: 1200, width_mm: 800 };

/** The width a load on the floor can use. */
export function usableWidth(space: LoadSpace): number {
  const arches = space.width_between_arches_mm;
  return arches && arches > 0 ? Math.min(arches, space.width_mm) : space.width_mm;
}

/** Whole pieces of `size` along `room`. */
function fit(room: number, size: number): number {
  return room > 0 && size > 0 ? Math.floor(room / size) : 0;
}

/**
 * Footprints of a x b that fit on a floor of length x width, each turned either way. Rows of one
 * turn fill the floor from the front, rows of the other the rest (every split is tried, along the
 * length and across the width): the two-block layouts a loader uses. Floors that need a pattern of
 * more blocks to gain one more piece are rare at van sizes; the count then errs low, never high.
 */
export function footprintsOnFloor(
  floor: { length_mm: number; width_mm: number },
  piece: { length_mm: number; width_mm: number },
): number {
  const { length_mm: L, width_mm: W } = floor;
  const { length_mm: a, width_mm: b } = piece;
  if (!(L > 0 && W > 0 && a > 0 && b > 0)) return 0;
  let best = 0;
  const turns: readonly (readonly [number, number])[] = [
    [a, b],
    [b, a],
  ];
  for (const [p, q] of turns) {
    // Rows of p along the length (q across) for the first `used` mm, then the other turn.
    for (let rows = 0; rows * p <= L; rows++) {
      const used = rows * p;
      best = Math.max(best, rows * fit(W, q) + fit(L - used, q) * fit(W, p));
    }
    // Lanes of q across the width (p along) for the first `used` mm, then the other turn.
    for (let lanes = 0; lanes * q <= W; lanes++) {
      const used = lanes * q;
      best = Math.max(best, lanes * fit(L, p) + fit(W - used, p) * fit(L, q));
    }
  }
  return best;
}

/** Euro pallets on the load floor, one high. */
export function euroPalletsThatFit(space: LoadSpace): number {
  return footprintsOnFloor(
    { length_mm: space.length_mm, width_mm: usableWidth(space) },
    EURO_PALLET,
  );
}

/**
 * Upright loads of a given size in the load space: the floor's count times the layers the load
 * height holds (one layer where the load or the van gives no height).
 */
export function loadsThatFit(space: LoadSpace, load: Load): number {
  const onFloor = footprintsOnFloor(
    { length_mm: space.length_mm, width_mm: usableWidth(space) },
    load,
  );
  if (!load.height_mm || !space.height_mm) return onFloor;
  return onFloor * fit(space.height_mm, load.height_mm);
}
