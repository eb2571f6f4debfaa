import { makeFromSlug } from '#shared/catalogue/makes';
import type { SearchFilters } from '#shared/search/filters';
import { useSearchListings } from '../api/use-search-listings';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { PageHead } from '../lib/page-head';
import { MakeInformation } from './make-information';
import { PopularModels } from './popular-models';
import { DroppedParamsNotice } from './results/dropped-params-notice';
import { resultsState } from './results/results-state';
import { SaveSearch } from './save-search';
import { breadcrumbLinks } from '../lib/saved-filters';
import { breadcrumbTrail, searchDescription, searchHeading, searchTitle } from './search-copy';
import { searchRobots } from './search-robots';
import { SearchStructuredData } from './search-structured-data';
import type { DroppedParam } from './search-url';
import { useCanonicalSearchUrl } from './use-canonical-search-url';
import { useSearchActions } from './use-search-actions';
import { useSearchFailure } from './use-search-failure';
import { useRememberBuyerPostcode } from '../lib/buyer-postcode';
import { ResultsBody } from './results-body';
import type { ResultsLoaded } from './results-loaded';

type SearchPageProps = {
  filters: SearchFilters;
  dropped: readonly DroppedParam[];
  /** The canonical URL of these filters. */
  href: string;
  /** The route loader's data for these filters, undefined after a navigation. */
  loaded?: ResultsLoaded;
};

/** Browse and search results: the URL holds the whole search. */
export function SearchPage({ filters, dropped, href, loaded }: SearchPageProps) {
  const droppedNotices = useCanonicalSearchUrl(href, dropped);
  const search = useSearchListings(filters, loaded?.search);
  const actions = useSearchActions();
  useSearchFailure(search, filters, actions.apply);
  useRememberBuyerPostcode(search.data?.origin?.postcode);

  const trail = breadcrumbTrail(filters);
  const make = filters.make ? makeFromSlug(filters.make) : undefined;
  const robots = searchRobots(filters, resultsState(search).data);

  return (
    <div className="container-page py-6 sm:py-8">
      <PageHead
        title={searchTitle(filters)}
        description={searchDescription(filters)}
        canonicalPath={href}
        robots={robots}
      />
      <Breadcrumbs trail={breadcrumbLinks(trail)} currentHref={href} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {searchHeading(filters)}
      </h1>
      <DroppedParamsNotice notices={droppedNotices} />

      <ResultsBody
        filters={filters}
        search={search}
        actions={actions}
        besideCount={
          // Under the count on a phone, where the filters button and the order fill the row.
          <div className="order-last md:order-none">
            <SaveSearch filters={filters} />
          </div>
        }
        beforeResults={
          make && !filters.model ? (
            <PopularModels make={make} filters={filters} counts={search.data?.facets?.model} />
          ) : null
        }
      />

      {filters.make ? (
        <MakeInformation
          makeSlug={filters.make}
          modelSlug={filters.model}
          loaded={loaded?.makeContent}
        />
      ) : null}
      <SearchStructuredData trail={trail} items={search.data?.items} />
    </div>
  );
}
