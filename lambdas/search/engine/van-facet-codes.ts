import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';

/*
 * A result counts towards five van facets at once (roof, wheelbase, cab, car licence, Euro
 * pallets); as with facet-codes.ts, one combined code per row is counted and the combinations
 * are split afterwards: one increment per result instead of five.
 */

/** Car licence codes: known to be at most 3,500 kg, known to be heavier (NO_VALUE: unknown). */
export const LICENCE = { car: 0, heavier: 1 } as const;
const LICENCE_SLOTS = 3;

/** Pallet counts are counted up to this; more counts as this many (the facet's top option). */
export const PALLETS_COUNTED = 8;
const PALLET_SLOTS = PALLETS_COUNTED + 1;

// Each enumeration's codes, plus one slot for null or unknown values (never an option).
const ROOF_SLOTS = ROOF_HEIGHTS.length + 1;
const WHEELBASE_SLOTS = WHEELBASES.length + 1;
const CAB_SLOTS = CAB_TYPES.length + 1;
export const VAN_FACET_COMBINATIONS =
  ROOF_SLOTS * WHEELBASE_SLOTS * CAB_SLOTS * LICENCE_SLOTS * PALLET_SLOTS;

const slot = (code: number, slots: number) => (code < slots - 1 ? code : slots - 1);

/** The combined code of a row's roof, wheelbase, cab and licence codes and its pallets. */
export function vanFacetCombination(
  roof: number,
  wheelbase: number,
  cab: number,
  licence: number,
  pallets: number,
): number {
  return (
    (((slot(roof, ROOF_SLOTS) * WHEELBASE_SLOTS + slot(wheelbase, WHEELBASE_SLOTS)) * CAB_SLOTS +
      slot(cab, CAB_SLOTS)) *
      LICENCE_SLOTS +
      slot(licence, LICENCE_SLOTS)) *
      PALLET_SLOTS +
    Math.min(pallets, PALLETS_COUNTED)
  );
}

/** The codes of a combined code (a code past an enumeration's end means none). */
export function splitVanFacetCombination(combination: number) {
  const pallets = combination % PALLET_SLOTS;
  let rest = (combination - pallets) / PALLET_SLOTS;
  const licence = rest % LICENCE_SLOTS;
  rest = (rest - licence) / LICENCE_SLOTS;
  const cab = rest % CAB_SLOTS;
  rest = (rest - cab) / CAB_SLOTS;
  const wheelbase = rest % WHEELBASE_SLOTS;
  const roof = (rest - wheelbase) / WHEELBASE_SLOTS;
  return { roof, wheelbase, cab, licence, pallets };
}
