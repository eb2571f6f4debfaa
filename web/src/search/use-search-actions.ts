import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchFilters } from '#shared/search/filters';
import { KEEP_FOCUS_STATE } from '../lib/use-route-focus';
import { showToast } from '../ui/toast-store';
import { normaliseFilters } from '#shared/search/filter-rules';
import { clearSavedFilters, saveFilters } from '../lib/saved-filters';
import { searchHref } from '#shared/pages/results-url';
import { pages } from '#shared/pages';

export type SearchActions = {
  /** Puts a filter set in the URL (a new history entry unless `replace`) and saves it. */
  apply: (filters: SearchFilters, options?: { replace?: boolean }) => void;
  /** 'Clear all filters': defaults, no saved filters, /used-vans and a toast saying so. */
  clearAll: () => void;
};

/**
 * Filter changes are in-page navigations: the page keeps its scroll position and the control
 * being used keeps focus, even when the path changes with the make.
 */
const IN_PAGE = { preventScrollReset: true, state: KEEP_FOCUS_STATE } as const;

export function useSearchActions(): SearchActions {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      apply(filters, options) {
        const next = normaliseFilters(filters);
        saveFilters(next);
        void navigate(searchHref(next), { ...IN_PAGE, replace: options?.replace ?? false });
      },
      clearAll() {
        clearSavedFilters();
        void navigate(pages.usedVans.build(), IN_PAGE);
        showToast({ title: 'Filters cleared', description: 'All filters have been reset' });
      },
    }),
    [navigate],
  );
}
