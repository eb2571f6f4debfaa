import { BODY_TYPES, FUEL_TYPES, SELLER_TYPES, TRANSMISSIONS } from '#shared/catalogue/enums';
import type { SearchFacets } from '#shared/search/response';
import type { DocColumns } from './columns';
import { FACET_COMBINATIONS, splitFacetCombination } from './facet-codes';
import { modelFacet } from './model-facet';
import { CAB_TYPES, ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';
import {
  LICENCE,
  PALLETS_COUNTED,
  splitVanFacetCombination,
  VAN_FACET_COMBINATIONS,
} from './van-facet-codes';

/**
 * Counts filled by the match pass, turned into facets afterwards:
 * - byPair: rows passing every filter but make and model, per (make, model) pair; the make
 *   facet sums them by make, the model facet folds the chosen make's pairs by the model rule.
 * - byCombination: results per combination of fuel, transmission, seller and body type.
 * - fuel, transmission, body, seller: rows failing that filter alone, per option.
 * - byVanCombination: results per combination of roof, wheelbase, cab, licence and pallets;
 *   roof, wheelbase, cab, licence, pallets: rows failing that filter alone, per option.
 */
export class FacetCounters {
  readonly byPair: Int32Array;
  readonly byCombination = new Int32Array(FACET_COMBINATIONS);
  // 256 entries: enum codes are bytes, including the codes of null and unknown values.
  readonly fuel = new Int32Array(256);
  readonly transmission = new Int32Array(256);
  readonly body = new Int32Array(256);
  readonly seller = new Int32Array(256);
  readonly byVanCombination = new Int32Array(VAN_FACET_COMBINATIONS);
  readonly roof = new Int32Array(256);
  readonly wheelbase = new Int32Array(256);
  readonly cab = new Int32Array(256);
  readonly licence = new Int32Array(256);
  /** By pallets that fit, capped at PALLETS_COUNTED. */
  readonly pallets = new Int32Array(PALLETS_COUNTED + 1);
  /** Results priced great or good (one cell, so the match pass's loop writes a typed array). */
  readonly goodPrice = new Int32Array(1);

  constructor(columns: DocColumns) {
    this.byPair = new Int32Array(columns.pairs.size);
  }

  /** Rows passing every filter but make and model. */
  passingAllButMakeAndModel(): number {
    return this.byPair.reduce((sum, count) => sum + count, 0);
  }

  /** Rows passing every filter but the model: of the chosen make (`makeCode`) when there is one. */
  passingAllButModel(columns: DocColumns, makeCode: number | null): number {
    let passing = 0;
    this.byPair.forEach((count, pair) => {
      if (makeCode === null || columns.pairs.make[pair] === makeCode) passing += count;
    });
    return passing;
  }

  /** The facets of the response: options with a count only; models only under a chosen make. */
  toFacets(
    columns: DocColumns,
    chosenMake: number | null,
    chosenMakeSlug: string | undefined,
  ): SearchFacets {
    const fuel = this.fuel.slice();
    const transmission = this.transmission.slice();
    const seller = this.seller.slice();
    const body = this.body.slice();
    this.byCombination.forEach((count, combination) => {
      if (count === 0) return;
      const codes = splitFacetCombination(combination);
      fuel[codes.fuel]! += count;
      transmission[codes.transmission]! += count;
      seller[codes.seller]! += count;
      body[codes.body]! += count;
    });
    const make: Record<string, number> = {};
    const exactModels = new Map<string, number>();
    this.byPair.forEach((count, pair) => {
      if (count === 0) return;
      const makeCode = columns.pairs.make[pair]!;
      const slug = columns.makes.values[makeCode]!;
      make[slug] = (make[slug] ?? 0) + count;
      if (makeCode === chosenMake) {
        const modelSlug = columns.modelSlugs.values[columns.pairs.model[pair]!]!;
        exactModels.set(modelSlug, (exactModels.get(modelSlug) ?? 0) + count);
      }
    });
    return {
      make,
      model: chosenMakeSlug === undefined ? {} : modelFacet(chosenMakeSlug, exactModels),
      fuelType: byEnum(fuel, FUEL_TYPES),
      transmission: byEnum(transmission, TRANSMISSIONS),
      bodyType: byEnum(body, BODY_TYPES),
      sellerType: byEnum(seller, SELLER_TYPES),
      ...this.vanFacets(),
      goodPrice: this.goodPrice[0]!,
    };
  }

  private vanFacets() {
    const roof = this.roof.slice();
    const wheelbase = this.wheelbase.slice();
    const cab = this.cab.slice();
    const licence = this.licence.slice();
    const pallets = this.pallets.slice();
    this.byVanCombination.forEach((count, combination) => {
      if (count === 0) return;
      const codes = splitVanFacetCombination(combination);
      roof[codes.roof]! += count;
      wheelbase[codes.wheelbase]! += count;
      cab[codes.cab]! += count;
      licence[codes.licence]! += count;
      pallets[codes.pallets]! += count;
    });
    // 'At least n' for each n: the vans fitting exactly n or more, summed from the top.
    const euroPallets: Record<string, number> = {};
    let atLeast = 0;
    for (let n = PALLETS_COUNTED; n >= 1; n--) {
      atLeast += pallets[n]!;
      if (atLeast > 0) euroPallets[String(n)] = atLeast;
    }
    return {
      roofHeight: byEnum(roof, ROOF_HEIGHTS),
      wheelbase: byEnum(wheelbase, WHEELBASES),
      cabType: byEnum(cab, CAB_TYPES),
      carLicence: licence[LICENCE.car]!,
      euroPallets,
    };
  }
}

function byEnum<T extends string>(
  counts: Int32Array,
  values: readonly T[],
): Partial<Record<T, number>> {
  const result: Partial<Record<T, number>> = {};
  values.forEach((value, code) => {
    if (counts[code]! > 0) result[value] = counts[code];
  });
  return result;
}
