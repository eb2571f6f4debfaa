import { BODY_TYPES, LABELS } from '#shared/catalogue/enums';
import { formatPrice } from '#shared/format';
import type { SearchFilters } from '#shared/search/filters';
import { searchHref } from '#shared/pages/results-url';

/** A ready-made search under the home search: its link text and the results page it opens. */
export type Shortcut = { label: string; href: string };

/** Price ceilings a van buyer thinks in, then everything above the last one. */
export const BUDGET_STEPS = [5_000, 10_000, 15_000, 20_000, 30_000] as const;

/** One link per body type, to the results with that body type only. */
export function bodyTypeShortcuts(): Shortcut[] {
  return BODY_TYPES.map((bodyType) => ({
    label: LABELS.body_type[bodyType],
    href: searchHref({ bodyType }),
  }));
}

/** 'Under £5,000' ... 'Under £30,000', then '£30,000 and over': whole budgets, no gaps. */
export function budgetShortcuts(): Shortcut[] {
  const under = BUDGET_STEPS.map((max) => budget(`Under ${formatPrice(max)}`, { maxPrice: max }));
  const top = BUDGET_STEPS[BUDGET_STEPS.length - 1]!;
  return [...under, budget(`${formatPrice(top)} and over`, { minPrice: top })];
}

function budget(label: string, filters: SearchFilters): Shortcut {
  return { label, href: searchHref(filters) };
}
