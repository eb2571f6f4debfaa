import { useEffect, useRef } from 'react';
import type { SearchFilters } from '#shared/search/filters';
import { CloseIcon } from '../../ui/icons';
import { filterChips } from '../filter-chips';
import { UnbrokenPostcode } from '../unbroken-postcode';

type ActiveFiltersProps = {
  filters: SearchFilters;
  /** Applies the filters without the removed one. */
  onRemove: (filters: SearchFilters) => void;
  onClearAll: () => void;
  /** The last chip went: focus moves on (to the count line). */
  onEmptied: () => void;
};

/**
 * The active filters as chips above the results, each a button that removes it, and 'Clear
 * all'. After a removal, focus goes to the chip that took the removed one's place, so several
 * can be removed in a row from the keyboard.
 */
export function ActiveFilters({ filters, onRemove, onClearAll, onEmptied }: ActiveFiltersProps) {
  const chips = filterChips(filters);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const chipKeys = chips.map((chip) => chip.key).join(' ');

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  }, [chipKeys, onEmptied]);

  if (chips.length === 0) return null;
  return (
    <div className="mb-4">
      <h2 id="active-filters-heading" className="sr-only">
        Active filters
      </h2>
      <ul
        ref={listRef}
        aria-labelledby="active-filters-heading"
        className="flex flex-wrap items-center gap-2"
      >
        {chips.map((chip, index) => (
          <li key={chip.key} className="min-w-0">
            <button
              type="button"
              data-chip
              aria-label={`Remove filter: ${chip.label}`}
              onClick={() => {
                focusIndex.current = index;
                onRemove(chip.without);
              }}
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1.5 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-100"
            >
              <span className="truncate">
                <UnbrokenPostcode text={chip.label} postcode={filters.postcode} />
              </span>
              <CloseIcon className="size-4 shrink-0" />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={onClearAll}
            className="rounded px-2 py-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Clear all
          </button>
        </li>
      </ul>
    </div>
  );
}
