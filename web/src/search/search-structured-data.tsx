import type { SearchCard } from '#shared/search/response';
import { JsonLd } from '../ui/json-ld';
import { useSiteOrigin } from '../lib/site-origin';
import { breadcrumbListJsonLd } from '../lib/structured-data';
import type { Crumb } from '../lib/saved-filters';
import { itemListJsonLd } from './structured-data';

type SearchStructuredDataProps = {
  trail: readonly Crumb[];
  items: readonly SearchCard[] | undefined;
};

/**
 * The BreadcrumbList and ItemList JSON-LD, with absolute URLs on the configured origin (the
 * same on the server and in the browser). There is deliberately no aggregate rating: a fixed
 * '4.5 from 10 reviews' describes no real reviews (docs/decisions/010-search-behaviour.md).
 */
export function SearchStructuredData({ trail, items }: SearchStructuredDataProps) {
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(trail, origin)} />
      {items && items.length > 0 ? <JsonLd data={itemListJsonLd(items, origin)} /> : null}
    </>
  );
}
