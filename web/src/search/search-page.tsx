import { useCallback, useEffect, useRef, useState } from 'react';
import { featuredOrderNote } from '#shared/boosts';
import { makeFromSlug } from '#shared/catalogue/makes';
import type { SearchFilters } from '#shared/search/filters';
import { effectiveSort } from '#shared/search/sort';
import { useSearchListings } from '../api/use-search-listings';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { PageHead } from '../lib/page-head';
import { FilterDrawer } from './filter-drawer';
import { activeFilterCount, withoutGroup } from '#shared/search/filter-rules';
import { MakeInformation } from './make-information';
import { FilterPanel } from './panel/filter-panel';
import { PopularModels } from './popular-models';
import { ActiveFilters } from './results/active-filters';
import { DroppedParamsNotice } from './results/dropped-params-notice';
import { resultsState } from './results/results-state';
import { SearchResults } from './results/search-results';
import { SortSelect } from './results/sort-select';
import { SaveSearch } from './save-search';
import { breadcrumbLinks } from '../lib/saved-filters';
import { breadcrumbTrail, searchDescription, searchHeading, searchTitle } from './search-copy';
import { searchRobots } from './search-robots';
import { SearchStructuredData } from './search-structured-data';
import type { DroppedParam } from './search-url';
import { useCanonicalSearchUrl } from './use-canonical-search-url';
import { DESKTOP_QUERY, useMediaQuery } from '../ui/use-media-query';
import { useSearchActions } from './use-search-actions';
import { UnbrokenPostcode } from './unbroken-postcode';
import { useSearchFailure } from './use-search-failure';
import { useRememberBuyerPostcode } from '../lib/buyer-postcode';

import type { ResultsLoaded } from './results-loaded';

const FEATURED_NOTE_ID = 'results-order-note';

type SearchPageProps = {
  filters: SearchFilters;
  dropped: readonly DroppedParam[];
  /** The canonical URL of these filters. */
  href: string;
  /** The route loader's data for these filters, undefined after a navigation. */
  loaded?: ResultsLoaded;
};

/** Browse and search results: the URL holds the whole search. */
export function SearchPage({ filters, dropped, href, loaded }: SearchPageProps) {
  const droppedNotices = useCanonicalSearchUrl(href, dropped);
  const search = useSearchListings(filters, loaded?.search);
  const { apply, clearAll } = useSearchActions();
  useSearchFailure(search, filters, apply);
  useRememberBuyerPostcode(search.data?.origin?.postcode);

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
  const trail = breadcrumbTrail(filters);
  const make = filters.make ? makeFromSlug(filters.make) : undefined;
  const state = resultsState(search);
  const facets = search.data?.facets;
  const activeCount = activeFilterCount(filters);
  const focusStatus = useCallback(() => statusRef.current?.focus(), []);
  const robots = searchRobots(filters, state.data);

  return (
    <div className="container-page py-6 sm:py-8">
      <PageHead
        title={searchTitle(filters)}
        description={searchDescription(filters)}
        canonicalPath={href}
        robots={robots}
      />
      <Breadcrumbs trail={breadcrumbLinks(trail)} currentHref={href} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {searchHeading(filters)}
      </h1>
      <DroppedParamsNotice notices={droppedNotices} />

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
            {/* Under the count on a phone, where the filters button and the order fill the row. */}
            <div className="order-last md:order-none">
              <SaveSearch filters={filters} />
            </div>
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
          {make && !filters.model ? (
            <PopularModels make={make} filters={filters} counts={facets?.model} />
          ) : null}
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

      {filters.make ? (
        <MakeInformation
          makeSlug={filters.make}
          modelSlug={filters.model}
          loaded={loaded?.makeContent}
        />
      ) : null}
      <SearchStructuredData trail={trail} items={search.data?.items} />
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
    </div>
  );
}
