import { useEffect, useRef } from 'react';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchListings } from '../api/use-search-listings';
import { showToast } from '../ui/toast-store';
import { withPostcode } from '#shared/search/filter-rules';
import { searchFailure } from './search-errors';
import type { SearchActions } from './use-search-actions';

/**
 * One toast per failed search (SWR retries must not repeat it); an unknown postcode is then
 * taken out of the URL, replacing the entry that named it.
 */
export function useSearchFailure(
  search: SearchListings,
  filters: SearchFilters,
  apply: SearchActions['apply'],
): void {
  const toasted = useRef<string | undefined>(undefined);
  const { error, key } = search;
  useEffect(() => {
    if (!error || toasted.current === key) return;
    const failure = searchFailure(error);
    if (failure.kind !== 'toast') return;
    toasted.current = key;
    showToast(failure.toast);
    if (failure.dropPostcode) apply(withPostcode(filters, undefined), { replace: true });
  }, [error, key, filters, apply]);
}
