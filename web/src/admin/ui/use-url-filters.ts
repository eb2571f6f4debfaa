import { useSearchParams } from 'react-router-dom';
import { withFilter } from './list-query';

/**
 * An admin list's filters, read from the URL and written back to it. A change made while typing
 * replaces the history entry rather than adding one for each pause.
 */
export function useUrlFilters<F extends { page: number }>(
  fromSearch: (params: URLSearchParams) => F,
  toSearch: (filters: F) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = fromSearch(searchParams);

  function change(update: Partial<F>, typing: boolean) {
    // From the URL as it is when the change lands: a debounced search never undoes a filter
    // chosen meanwhile.
    setSearchParams((current) => toSearch(withFilter(fromSearch(current), update)), {
      replace: typing,
      preventScrollReset: true,
    });
  }

  return { filters, change };
}
