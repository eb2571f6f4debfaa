import type { SearchCard } from '../../../shared/search/response';
import type { Crumb } from './search-copy';
import { breadcrumbListJsonLd, itemListJsonLd, jsonLdText } from './structured-data';

type SearchStructuredDataProps = {
  canonicalHref: string;
  trail: readonly Crumb[];
  items: readonly SearchCard[] | undefined;
};

/**
 * The canonical link (React places it in the head) and the BreadcrumbList and ItemList JSON-LD.
 * There is deliberately no aggregate rating: the specification's fixed '4.5 from 10 reviews'
 * describes no real reviews (docs/decisions/010-search-behaviour.md).
 */
export function SearchStructuredData({ canonicalHref, trail, items }: SearchStructuredDataProps) {
  const origin = window.location.origin;
  return (
    <>
      <link rel="canonical" href={new URL(canonicalHref, origin).href} />
      <script type="application/ld+json">{jsonLdText(breadcrumbListJsonLd(trail, origin))}</script>
      {items && items.length > 0 ? (
        <script type="application/ld+json">{jsonLdText(itemListJsonLd(items, origin))}</script>
      ) : null}
    </>
  );
}
