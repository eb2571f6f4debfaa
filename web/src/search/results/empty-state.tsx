import type { SearchResponse } from '#shared/search/response';
import { relaxSuggestion } from '../search-copy';
import { buttonClass } from '../../ui/button';

type EmptyStateProps = {
  relax: SearchResponse['relax'];
  onClear: () => void;
  onRelax: (filter: NonNullable<SearchResponse['relax']>['filter']) => void;
};

/** No vans: clear everything, or drop the one filter that finds the most (decision 010). */
export function EmptyState({ relax, onClear, onRelax }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center sm:px-6 sm:py-12">
      <h2 className="text-xl font-bold text-ink">No vans found</h2>
      <p className="mt-2 text-muted">No van matches every filter you chose.</p>
      <div className="mt-4 flex flex-col items-center justify-center gap-3 sm:mt-6 sm:flex-row">
        {relax ? (
          <button type="button" onClick={() => onRelax(relax.filter)} className={buttonClass()}>
            {relaxSuggestion(relax)}
          </button>
        ) : null}
        <button
          type="button"
          onClick={onClear}
          className="rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Clear Filters
        </button>
      </div>
    </div>
  );
}
