import type { SearchCard } from '../../../shared/search/response';
import { JsonLd } from '../components/json-ld';
import { breadcrumbListJsonLd } from '../lib/structured-data';
import type { Crumb } from './search-copy';
import { itemListJsonLd } from './structured-data';

type SearchStructuredDataProps = {
  canonicalHref: string;
  trail: readonly Crumb[];
  items: readonly SearchCard[] | undefined;
};

/**
 * The canonical link (React places it in the head) and the BreadcrumbList and ItemList JSON-LD.
 * There is deliberately no aggregate rating: a fixed '4.5 from 10 reviews'
 * describes no real reviews (docs/decisions/010-search-behaviour.md).
 */
export function SearchStructuredData({ canonicalHref, trail, items }: SearchStructuredDataProps) {
  const origin = window.location.origin;
  return (
    <>
      <link rel="canonical" href={new URL(canonicalHref, origin).href} />
      <JsonLd data={breadcrumbListJsonLd(trail, origin)} />
      {items && items.length > 0 ? <JsonLd data={itemListJsonLd(items, origin)} /> : null}
    </>
  );
}
