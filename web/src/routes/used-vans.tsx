import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { SearchPage } from '../search/search-page';
import { parseSearchUrl } from '../search/search-url';

/**
 * /used-vans[/:make[/:model[/:location]]]: the URL is the search. An unknown make or model in
 * the path is a missing page, as the gateway already answers it.
 */
export function Component() {
  const { make, model, location } = useParams();
  const { search } = useLocation();
  const parsed = useMemo(
    () => parseSearchUrl({ make, model, location }, search),
    [make, model, location, search],
  );
  if (parsed.kind === 'not-found') return <NotFoundPage />;
  return <SearchPage filters={parsed.filters} dropped={parsed.dropped} href={parsed.href} />;
}
