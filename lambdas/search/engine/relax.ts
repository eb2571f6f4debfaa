import type { FilterGroup } from '#shared/search/response';

/**
 * The one filter group whose removal finds the most vans (ties: FILTER_GROUPS order, which
 * `active` follows), or null when removing any single group still finds nothing.
 */
export function chooseRelax(
  active: readonly FilterGroup[],
  totalWithout: (group: FilterGroup) => number,
): { filter: FilterGroup; total: number } | null {
  let best: { filter: FilterGroup; total: number } | null = null;
  for (const group of active) {
    const total = totalWithout(group);
    if (total > (best?.total ?? 0)) best = { filter: group, total };
  }
  return best;
}
