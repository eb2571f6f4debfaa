import { useState, type RefObject } from 'react';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchFacets } from '#shared/search/response';
import { Sheet } from '../ui/sheet';
import { normaliseFilters } from '#shared/search/filter-rules';
import { countButtonLabel } from '../api/live-count';
import { FILTER_FORM_ID, FilterPanel } from './panel/filter-panel';
import { useLiveCount } from '../api/use-live-count';

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  applied: SearchFilters;
  facets: SearchFacets | undefined;
  oldestYear: number | null | undefined;
  onApply: (filters: SearchFilters) => void;
  onClearAll: () => void;
};

/**
 * Below 768 px: the panel in a slide-in drawer; changes apply on its button, which says how many
 * vans the changed filters show ('Show 83 vans'; 'Apply Filters' until the count is known).
 * The panel is mounted only while the drawer is open, so the page's column panel and this one
 * are never in the document together (one FILTER_FORM_ID, one id per field).
 */
export function FilterDrawer({
  open,
  onClose,
  returnFocusRef,
  applied,
  facets,
  oldestYear,
  onApply,
  onClearAll,
}: FilterDrawerProps) {
  const [draft, setDraft] = useState<SearchFilters | null>(null);
  const count = useLiveCount(open ? normaliseFilters(draft ?? applied) : null);
  const close = () => {
    // The next opening starts from the applied filters again.
    setDraft(null);
    onClose();
  };
  return (
    <Sheet
      id="filter-drawer"
      title="Filters"
      closeLabel="Close filters"
      open={open}
      onClose={close}
      returnFocusRef={returnFocusRef}
      footer={
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => {
              onClearAll();
              close();
            }}
            className="flex-1 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Clear all filters
          </button>
          <button
            type="submit"
            form={FILTER_FORM_ID}
            // Closed (and in the server's HTML) the drawer counts nothing, so it is not busy.
            aria-busy={open && count.status === 'counting'}
            className="flex-1 rounded-md bg-brand-700 px-4 py-3 font-semibold whitespace-nowrap text-white hover:bg-brand-800"
          >
            {countButtonLabel('Show', count, 'Apply Filters')}
          </button>
        </div>
      }
    >
      {/* A fresh draft on every opening: closing without applying discards the changes. */}
      {open ? (
        <FilterPanel
          applied={applied}
          facets={facets}
          oldestYear={oldestYear}
          mode="on-apply"
          onDraftChange={setDraft}
          onApply={(filters) => {
            onApply(filters);
            close();
          }}
        />
      ) : null}
    </Sheet>
  );
}
