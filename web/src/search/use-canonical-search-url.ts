import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearSavedFilters } from '../lib/saved-filters';
import { droppedParamNotices, type DroppedParamNotice } from './search-errors';
import type { DroppedParam } from './search-url';
import { pages } from '#shared/pages';

const NONE: readonly DroppedParamNotice[] = [];

/** Notices about the URL the visitor came with, kept on the canonical URL that replaced it. */
type Kept = {
  notices: DroppedParamNotice[];
  /** The canonical URL the page is replacing the visited one with. */
  href: string;
  /** The history entry of that URL, once it is there. */
  key: string | undefined;
};

/**
 * Once per visited URL: replaces the URL with the canonical one (without the parameters that
 * were dropped, parameters in order) and, on plain /used-vans, forgets the saved filters, so one
 * search has one URL. Returns the notices about dropped parameters to show: those of this URL,
 * as the server rendered them, and still after the URL is replaced, until the next search
 * (decision 035). A reload of the canonical URL has nothing to tell, on the server as here.
 */
export function useCanonicalSearchUrl(
  href: string,
  dropped: readonly DroppedParam[],
): readonly DroppedParamNotice[] {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | undefined>(undefined);
  const [kept, setKept] = useState<Kept | null>(null);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    if (dropped.length > 0) {
      setKept({ notices: droppedParamNotices(dropped), href, key: undefined });
    } else {
      // The replacement has landed: keep its notices on this entry. Any other visit: none.
      setKept((current) =>
        current?.key === undefined && current?.href === here
          ? { ...current, key: location.key }
          : null,
      );
    }
    if (location.pathname === pages.usedVans.build() && location.search === '') clearSavedFilters();
    if (href !== here) {
      void navigate(href, { replace: true, preventScrollReset: true, state: location.state });
    }
  }, [location, navigate, href, here, dropped]);

  if (dropped.length > 0) return droppedParamNotices(dropped);
  if (!kept) return NONE;
  const landed = kept.key === undefined ? kept.href === here : kept.key === location.key;
  return landed ? kept.notices : NONE;
}
