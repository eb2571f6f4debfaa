import { BODY_TYPES, FUEL_TYPES, SELLER_TYPES, TRANSMISSIONS } from '#shared/catalogue/enums';

/*
 * A result counts towards four enumerated facets at once; counting one combined code per row
 * (fuel, transmission, seller type, body type) and splitting the combinations afterwards
 * costs one increment per row instead of four.
 */

// Each enumeration's codes, plus one slot for null or unknown values (never an option).
const FUEL_SLOTS = FUEL_TYPES.length + 1;
const TRANSMISSION_SLOTS = TRANSMISSIONS.length + 1;
const SELLER_SLOTS = SELLER_TYPES.length + 1;
const BODY_SLOTS = BODY_TYPES.length + 1;
export const FACET_COMBINATIONS = FUEL_SLOTS * TRANSMISSION_SLOTS * SELLER_SLOTS * BODY_SLOTS;

const slot = (code: number, slots: number) => (code < slots - 1 ? code : slots - 1);

/** The combined code of a row's enum codes (see enumCode in columns.ts). */
export function facetCombination(fuel: number, transmission: number, seller: number, body: number) {
  return (
    ((slot(fuel, FUEL_SLOTS) * TRANSMISSION_SLOTS + slot(transmission, TRANSMISSION_SLOTS)) *
      SELLER_SLOTS +
      slot(seller, SELLER_SLOTS)) *
      BODY_SLOTS +
    slot(body, BODY_SLOTS)
  );
}

/** The enum codes of a combined code (a code past an enumeration's end means none). */
export function splitFacetCombination(combination: number) {
  const body = combination % BODY_SLOTS;
  let rest = (combination - body) / BODY_SLOTS;
  const seller = rest % SELLER_SLOTS;
  rest = (rest - seller) / SELLER_SLOTS;
  const transmission = rest % TRANSMISSION_SLOTS;
  const fuel = (rest - transmission) / TRANSMISSION_SLOTS;
  return { fuel, transmission, seller, body };
}
