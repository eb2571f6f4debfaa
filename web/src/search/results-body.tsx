import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { featuredOrderNote } from '#shared/boosts';
import type { SearchFilters } from '#shared/search/filters';
import { effectiveSort } from '#shared/search/sort';
import type { SearchListings } from '../api/use-search-listings';
import { activeFilterCount, withoutGroup } from '#shared/search/filter-rules';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './panel/filter-panel';
import { ActiveFilters } from './results/active-filters';
import { resultsState } from './results/results-state';
import { SearchResults } from './results/search-results';
import { SortSelect } from './results/sort-select';
import { UnbrokenPostcode } from './unbroken-postcode';
import type { SearchActions } from './use-search-actions';
import { DESKTOP_QUERY, useMediaQuery } from '../ui/use-media-query';

const FEATURED_NOTE_ID = 'results-order-note';

type ResultsBodyProps = {
  filters: SearchFilters;
  search: SearchListings;
  actions: SearchActions;
  /** Beside the count: the results page's 'Save this search'. */
  besideCount?: ReactNode;
  /** Between the active filters and the cards: the results page's popular models. */
  beforeResults?: ReactNode;
};

/**
 * The filters (a column on a wide screen, a drawer on a phone), the count, the order, the
 * active filters, the cards and the pager: the results page's body, which a dealer page shows
 * for its stock too (decision 069).
 */
export function ResultsBody({
  filters,
  search,
  actions,
  besideCount,
  beforeResults,
}: ResultsBodyProps) {
  const { apply, clearAll } = actions;
  // Behaviour only: the layout itself is chosen by CSS breakpoints, which the server's HTML
  // carries, so the first paint is right at every width and hydration changes nothing.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Widened past the breakpoint with the drawer open: the column takes over again.
  useEffect(() => {
    if (desktop) setDrawerOpen(false);
  }, [desktop]);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const state = resultsState(search);
  const facets = search.data?.facets;
  const activeCount = activeFilterCount(filters);
  const focusStatus = useCallback(() => statusRef.current?.focus(), []);

  return (
    <>
      <div className="mt-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-labelledby="filters-heading" className="hidden self-start md:block">
          <div className="mb-4 flex items-center justify-between gap-2">
            <h2 id="filters-heading" className="text-lg font-bold text-ink">
              Filters
            </h2>
            <button
              type="button"
              onClick={clearAll}
              className="rounded px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Clear all filters
            </button>
          </div>
          {/* One panel in the document at a time: its form and field ids are unique. */}
          {drawerOpen ? null : (
            <FilterPanel
              applied={filters}
              facets={facets}
              oldestYear={search.data?.oldestYear}
              mode="auto"
              onApply={apply}
            />
          )}
        </aside>

        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <button
              ref={filtersButtonRef}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              aria-controls="filter-drawer"
              onClick={() => setDrawerOpen(true)}
              className="rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 md:hidden"
            >
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
            <p
              ref={statusRef}
              role="status"
              tabIndex={-1}
              className="order-last min-h-7 w-full text-base font-semibold text-ink sm:text-lg md:order-none md:w-auto md:flex-1"
            >
              <UnbrokenPostcode text={state.status} postcode={state.data?.origin?.postcode} />
            </p>
            {besideCount}
            <SortSelect
              value={effectiveSort(filters)}
              hasPostcode={filters.postcode !== undefined}
              onChange={(sort) => apply({ ...filters, sort, page: undefined })}
              describedBy={effectiveSort(filters) === 'featured' ? FEATURED_NOTE_ID : undefined}
            />
          </div>
          {effectiveSort(filters) === 'featured' ? (
            // What 'Featured first' means, truthfully (decision 032).
            <p id={FEATURED_NOTE_ID} className="-mt-2 mb-4 text-sm text-muted">
              {featuredOrderNote(filters.postcode !== undefined)}
            </p>
          ) : null}
          <ActiveFilters
            filters={filters}
            onRemove={(next) => apply(next)}
            onClearAll={clearAll}
            onEmptied={focusStatus}
          />
          {beforeResults}
          <SearchResults
            filters={filters}
            state={state}
            onRetry={search.retry}
            onClear={() => {
              clearAll();
              statusRef.current?.focus();
            }}
            onRelax={(group) => {
              apply(withoutGroup(filters, group));
              statusRef.current?.focus();
            }}
          />
        </div>
      </div>
      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        returnFocusRef={filtersButtonRef}
        applied={filters}
        facets={facets}
        oldestYear={search.data?.oldestYear}
        onApply={apply}
        onClearAll={clearAll}
      />
    </>
  );
}
