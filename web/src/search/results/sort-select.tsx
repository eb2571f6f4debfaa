import { SORT_LABELS, SORTS, type SortKey } from '#shared/search/constants';
import { CONTROL_BASE } from '../../ui/field-styles';

type SortSelectProps = {
  /** The order shown: the buyer's choice or the default (nearest first with a postcode). */
  value: SortKey;
  /** Distance order only makes sense from a postcode. */
  hasPostcode: boolean;
  onChange: (sort: SortKey) => void;
  /** The note saying what the order shown means, when there is one. */
  describedBy?: string | undefined;
};

export function SortSelect({ value, hasPostcode, onChange, describedBy }: SortSelectProps) {
  const sorts = SORTS.filter((sort) => sort !== 'distance' || hasPostcode);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
      {/* On phones the select sits beside the Filters button: its label is for screen readers. */}
      <label
        htmlFor="results-sort"
        className="sr-only shrink-0 text-sm font-semibold text-ink sm:not-sr-only"
      >
        Sort by
      </label>
      <select
        id="results-sort"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as SortKey)}
        className={`${CONTROL_BASE} min-w-0 flex-1 py-2`}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
