import type { SearchFilters } from '#shared/search/filters';
import type { FilterGroup } from '#shared/search/response';
import { searchHref } from '#shared/pages/results-url';
import { Alternatives } from './alternatives';
import { EmptyState } from './empty-state';
import { Pager } from './pager';
import { PastLastPage } from './past-last-page';
import { ResultList } from './result-list';
import { resultsKind } from './results-page-status';
import type { ResultsState } from './results-state';
import { buttonClass } from '../../ui/button';

type SearchResultsProps = {
  filters: SearchFilters;
  state: ResultsState;
  onRetry: () => void;
  onClear: () => void;
  onRelax: (group: FilterGroup) => void;
};

/** The cards and the pager, the empty state, a page past the end, or the load failure. */
export function SearchResults({ filters, state, onRetry, onClear, onRelax }: SearchResultsProps) {
  const { data } = state;
  if (state.failed) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center">
        <h2 className="text-xl font-bold text-ink">The vans could not be loaded</h2>
        <button type="button" onClick={onRetry} className={`${buttonClass()} mt-4`}>
          Try again
        </button>
      </div>
    );
  }
  if (!data) return null;
  const kind = resultsKind(data);
  if (kind === 'empty') {
    return (
      <>
        <EmptyState relax={data.relax} onClear={onClear} onRelax={onRelax} />
        <Alternatives alternatives={data.alternatives} />
      </>
    );
  }
  if (kind === 'past-last-page') {
    return (
      <PastLastPage
        page={data.page}
        pages={data.pages}
        lastPageHref={searchHref({ ...filters, page: data.pages })}
      />
    );
  }
  return (
    <>
      <ResultList items={data.items} busy={state.busy} />
      <Pager filters={filters} page={filters.page ?? 1} pages={data.pages} />
    </>
  );
}
