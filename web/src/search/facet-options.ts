import { formatNumber } from '#shared/format';
export type FacetOption = {
  value: string;
  /** 'Diesel (1,234)' once counts are known, 'Diesel' before. */
  label: string;
  /** Nobody picks a dead end: an option with no vans is disabled unless it is the current one. */
  disabled: boolean;
};

/**
 * Select options with their facet counts (how many vans picking the option would show). Without
 * counts (before the first answer) every option is offered without a number.
 */
export function facetOptions(
  choices: readonly { value: string; label: string }[],
  counts: Partial<Record<string, number>> | undefined,
  selected: string | undefined,
): FacetOption[] {
  return choices.map(({ value, label }) => {
    if (!counts) return { value, label, disabled: false };
    const count = counts[value] ?? 0;
    // The chosen value reads as itself: 'Ford', never 'Ford (0)', on a page with no vans.
    if (count === 0 && value === selected) return { value, label, disabled: false };
    return {
      value,
      label: `${label} (${formatNumber(count)})`,
      disabled: count === 0 && value !== selected,
    };
  });
}
