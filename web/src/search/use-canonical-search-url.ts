import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../toast/toast-store';
import { clearSavedFilters } from './saved-filters';
import { droppedParamToasts } from './search-errors';
import { SEARCH_ROOT, type DroppedParam } from './search-url';

/**
 * Once per visited URL: tells about parameters that were dropped, replaces the URL with the
 * canonical one (without them, parameters in order) and, on plain /used-vans, forgets the saved
 * filters, so one search has one URL.
 */
export function useCanonicalSearchUrl(href: string, dropped: readonly DroppedParam[]): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    for (const toast of droppedParamToasts(dropped)) showToast(toast);
    if (location.pathname === SEARCH_ROOT && location.search === '') clearSavedFilters();
    if (href !== `${location.pathname}${location.search}`) {
      void navigate(href, { replace: true, preventScrollReset: true, state: location.state });
    }
  }, [location, navigate, href, dropped]);
}
