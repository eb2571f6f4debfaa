import { FLAG, type DocColumns } from './columns';
import { FacetCounters } from './facets';
import { FILTER_GROUPS, GROUP_ID } from './filter-groups';
import type { FilterPlan } from './filter-plan';
import { MATCHED, MATCHED_BOOSTED, type Scratch } from './scratch';
import { PALLETS_COUNTED } from './van-facet-codes';

export type PassCounts = {
  total: number;
  /** Matches with a Top of Search boost running now (first in 'featured' order). */
  boosted: number;
  facets: FacetCounters;
  /** Per group id: rows failing that group alone (make and model excepted). */
  failingOnly: Int32Array;
  /** The rows that were still relevant after the checks: every result is among them. */
  rows: Int32Array;
  count: number;
};

// The loops below use literal values: module bindings are not constants to the compiler.
if (MATCHED !== 1 || MATCHED_BOOSTED !== 2)
  throw new Error('match codes changed: see match-pass.ts');

/*
 * Performance note: each long loop sits alone in a function that does nothing after it. V8
 * compiles a running loop on the fly (on-stack replacement) and reuses that code on later
 * calls; code after the loop, not yet run at that moment, would lack type feedback and throw
 * the compiled loop away on every call. Counters are typed-array cells for the same reason.
 */

/** Runs every check, shrinking the candidates to the relevant rows (in scratch.relevant). */
function runChecks(plan: FilterPlan, rows: Int32Array, count: number, scratch: Scratch) {
  // Clearing whole arrays is a memset, far cheaper than clearing the candidates one by one.
  scratch.fails.fill(0);
  scratch.makeModel.fill(0);
  let current = rows;
  for (const check of plan.checks) {
    count = check(current, count, scratch, scratch.relevant);
    current = scratch.relevant;
  }
  return { rows: current, count };
}

function tally(
  rows: Int32Array,
  count: number,
  scratch: Scratch,
  columns: DocColumns,
  facets: FacetCounters,
  failingOnly: Int32Array,
  boostedCount: Int32Array,
  nowMs: number,
): void {
  const { fails, failedGroup, makeModel, matched } = scratch;
  const { pair, facetCombination, fuel, transmission, body, seller, flags, searchBoostUntil } =
    columns;
  const { roof, wheelbase, cab, licence, euroPallets, vanFacetCombination } = columns;
  const { byPair, byCombination, byVanCombination } = facets;
  const fuelCounts = facets.fuel;
  const transmissionCounts = facets.transmission;
  const bodyCounts = facets.body;
  const sellerCounts = facets.seller;
  const featured = FLAG.featured;
  const fuelGroup = GROUP_ID.fuelType;
  const transmissionGroup = GROUP_ID.transmission;
  const bodyGroup = GROUP_ID.bodyType;
  const sellerGroup = GROUP_ID.sellerType;
  const roofCounts = facets.roof;
  const wheelbaseCounts = facets.wheelbase;
  const cabCounts = facets.cab;
  const licenceCounts = facets.licence;
  const palletCounts = facets.pallets;
  const roofGroup = GROUP_ID.roofHeight;
  const wheelbaseGroup = GROUP_ID.wheelbase;
  const cabGroup = GROUP_ID.cabType;
  const licenceGroup = GROUP_ID.carLicence;
  const palletGroup = GROUP_ID.euroPallets;
  const palletsCounted = PALLETS_COUNTED;
  const { priceBand } = columns;
  const goodPriceCount = facets.goodPrice;

  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const failed = fails[row]!;
    if (failed === 0) {
      byPair[pair[row]!]!++;
      if (makeModel[row] === 0) {
        byCombination[facetCombination[row]!]!++;
        byVanCombination[vanFacetCombination[row]!]!++;
        // Great (1) or good (2): GOOD_OR_BETTER_MAX_CODE in price-bands.ts.
        const band = priceBand[row]!;
        if (band !== 0 && band <= 2) goodPriceCount[0]!++;
        if ((flags[row]! & featured) !== 0 && searchBoostUntil[row]! > nowMs) {
          boostedCount[0]!++;
          matched[row] = 2; // MATCHED_BOOSTED
        } else {
          matched[row] = 1; // MATCHED
        }
      }
    } else if (makeModel[row] === 0) {
      // Failing exactly one group (the checks dropped rows failing more).
      const group = failedGroup[row]!;
      failingOnly[group]!++;
      if (group === fuelGroup) fuelCounts[fuel[row]!]!++;
      else if (group === transmissionGroup) transmissionCounts[transmission[row]!]!++;
      else if (group === bodyGroup) bodyCounts[body[row]!]!++;
      else if (group === sellerGroup) sellerCounts[seller[row]!]!++;
      else if (group === roofGroup) roofCounts[roof[row]!]!++;
      else if (group === wheelbaseGroup) wheelbaseCounts[wheelbase[row]!]!++;
      else if (group === cabGroup) cabCounts[cab[row]!]!++;
      else if (group === licenceGroup) licenceCounts[licence[row]!]!++;
      else if (group === palletGroup) palletCounts[Math.min(euroPallets[row]!, palletsCounted)]!++;
    }
  }
}

/**
 * One pass over the candidates answering the count, the result rows (marked in
 * scratch.matched), every facet and the relax counts together. Each row's failed groups are
 * counted first; a row failing nothing is a result, and a row failing one group only is what
 * that group's facet and relaxation count, because removing that group would let it in.
 */
export function runMatchPass(
  columns: DocColumns,
  plan: FilterPlan,
  candidates: Int32Array,
  candidateCount: number,
  scratch: Scratch,
  nowMs: number,
): PassCounts {
  const { rows, count } = runChecks(plan, candidates, candidateCount, scratch);
  const facets = new FacetCounters(columns);
  const failingOnly = new Int32Array(FILTER_GROUPS.length);
  const boosted = new Int32Array(1);
  tally(rows, count, scratch, columns, facets, failingOnly, boosted, nowMs);
  return {
    total: facets.byCombination.reduce((sum, results) => sum + results, 0),
    boosted: boosted[0]!,
    facets,
    failingOnly,
    rows,
    count,
  };
}

function countPassingRows(
  rows: Int32Array,
  count: number,
  fails: Uint8Array,
  makeModel: Uint8Array,
) {
  let passing = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    if (fails[row] === 0 && makeModel[row] === 0) passing++;
  }
  return passing;
}

/** How many of `rows` pass every filter group of the plan (the rows' radius aside). */
export function countPassing(plan: FilterPlan, rows: Int32Array, count: number, scratch: Scratch) {
  const relevant = runChecks(plan, rows, count, scratch);
  return countPassingRows(relevant.rows, relevant.count, scratch.fails, scratch.makeModel);
}

/**
 * The rows of `rows` that pass every filter group of the plan (the candidates are already the
 * rows within the radius): the results' rows without the count, facets, order or page, for the
 * saved-search matcher, which asks whether a few changed listings match (decision 065).
 */
export function passingRows(
  plan: FilterPlan,
  rows: Int32Array,
  count: number,
  scratch: Scratch,
): number[] {
  const relevant = runChecks(plan, rows, count, scratch);
  const passing: number[] = [];
  for (let i = 0; i < relevant.count; i++) {
    const row = relevant.rows[i]!;
    if (scratch.fails[row] === 0 && scratch.makeModel[row] === 0) passing.push(row);
  }
  return passing;
}
