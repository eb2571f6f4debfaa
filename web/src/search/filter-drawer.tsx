import type { RefObject } from 'react';
import type { SearchFilters } from '../../../shared/search/filters';
import type { SearchFacets } from '../../../shared/search/response';
import { Drawer } from '../components/drawer';
import { FILTER_FORM_ID, FilterPanel } from './panel/filter-panel';

type FilterDrawerProps = {
  open: boolean;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
  applied: SearchFilters;
  facets: SearchFacets | undefined;
  onApply: (filters: SearchFilters) => void;
  onClearAll: () => void;
};

/** Below 768 px: the panel in a slide-in drawer; changes apply on 'Apply Filters'. */
export function FilterDrawer({
  open,
  onClose,
  returnFocusRef,
  applied,
  facets,
  onApply,
  onClearAll,
}: FilterDrawerProps) {
  return (
    <Drawer
      id="filter-drawer"
      title="Filters"
      closeLabel="Close filters"
      open={open}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      footer={
        <div className="flex gap-3">
          <button
            type="button"
            onClick={() => {
              onClearAll();
              onClose();
            }}
            className="flex-1 rounded-md border border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Clear all filters
          </button>
          <button
            type="submit"
            form={FILTER_FORM_ID}
            className="flex-1 rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Apply Filters
          </button>
        </div>
      }
    >
      {/* A fresh draft on every opening: closing without applying discards the changes. */}
      {open ? (
        <FilterPanel
          applied={applied}
          facets={facets}
          mode="on-apply"
          onApply={(filters) => {
            onApply(filters);
            onClose();
          }}
        />
      ) : null}
    </Drawer>
  );
}
