import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { dealerDescription, dealerJsonLd, type DealerPageResponse } from '#shared/dealer';
import type { SearchFilters } from '#shared/search/filters';
import { normaliseFilters } from '#shared/search/filter-rules';
import { searchHref } from '#shared/pages/results-url';
import { pages } from '#shared/pages';
import { useDealerPage, type DealerLoaded } from '../../api/use-dealer-page';
import { useSearchListings } from '../../api/use-search-listings';
import { isNotFound } from '../../api/not-found';
import { PageHead } from '../../lib/page-head';
import { useAbsoluteUrl } from '../../lib/site-origin';
import { KEEP_FOCUS_STATE } from '../../lib/use-route-focus';
import { Badge } from '../../ui/badge';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { JsonLd } from '../../ui/json-ld';
import { NotFoundPage } from '../../ui/not-found-page';
import { RetryAlert } from '../../ui/retry-alert';
import { CARD } from '../../ui/styles';
import { DroppedParamsNotice } from '../results/dropped-params-notice';
import type { DroppedParam } from '../search-url';
import { ResultsBody } from '../results-body';
import { useCanonicalSearchUrl } from '../use-canonical-search-url';
import type { SearchActions } from '../use-search-actions';
import { useSearchFailure } from '../use-search-failure';
import { DEALER_COPY, dealerTrail, dealerTitle, verifiedText } from './dealer-copy';
import { DealerDetails } from './dealer-details';
import { DealerLogo } from './dealer-logo';

type DealerPageProps = {
  slug: string;
  /** The stock's filters from the URL, always with `dealer: slug`. */
  filters: SearchFilters;
  dropped: readonly DroppedParam[];
  href: string;
  loaded?: DealerLoaded;
};

const IN_PAGE = { preventScrollReset: true, state: KEEP_FOCUS_STATE } as const;

/**
 * Filter changes stay on the dealer's page (searchHref of filters with a dealer is its URL),
 * and are not remembered as the buyer's results-page filters.
 */
function useDealerStockActions(slug: string): SearchActions {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      apply(filters, options) {
        const next = normaliseFilters({ ...filters, dealer: slug });
        void navigate(searchHref(next), { ...IN_PAGE, replace: options?.replace ?? false });
      },
      clearAll() {
        void navigate(pages.dealer.build({ slug }), IN_PAGE);
      },
    }),
    [navigate, slug],
  );
}

/** /dealers/{slug}: who the dealer is, where, when open, and their stock to search. */
export function DealerPage(props: DealerPageProps) {
  const { data: dealer, error, mutate } = useDealerPage(props.slug, props.loaded?.dealer);
  if (isNotFound(error)) return <NotFoundPage />;
  if (!dealer) {
    return (
      <div className="container-page py-8">
        {error ? (
          <RetryAlert message="The dealer could not be loaded" onRetry={() => void mutate()} />
        ) : (
          <p role="status" className="text-muted">
            Loading the dealer…
          </p>
        )}
      </div>
    );
  }
  return <DealerView {...props} dealer={dealer} />;
}

/** A dealer that exists: only then is their stock searched. */
function DealerView({
  slug,
  filters,
  dropped,
  href,
  loaded,
  dealer,
}: DealerPageProps & { dealer: DealerPageResponse }) {
  const droppedNotices = useCanonicalSearchUrl(href, dropped);
  const search = useSearchListings(filters, loaded?.search);
  const actions = useDealerStockActions(slug);
  useSearchFailure(search, filters, actions.apply);
  const canonical = pages.dealer.build({ slug: dealer.slug });
  const url = useAbsoluteUrl(canonical);
  // The page itself is for search engines; its filtered and later pages are the same stock.
  const filtered = href !== canonical;
  return (
    <div className="container-page py-6 sm:py-8">
      <PageHead
        title={dealerTitle(dealer)}
        description={dealerDescription(dealer)}
        canonicalPath={canonical}
        robots={filtered ? 'noindex, follow' : undefined}
        og={dealer.logo_url ? { image: dealer.logo_url } : undefined}
      />
      <JsonLd data={dealerJsonLd(dealer, url)} />
      <Breadcrumbs trail={dealerTrail(dealer.name)} />
      <header className="mt-4 flex items-center gap-4">
        <DealerLogo name={dealer.name} logoUrl={dealer.logo_url} />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{dealer.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {dealer.town ? <span>{dealer.town}</span> : null}
            {dealer.verified_at ? (
              <span data-testid="verified-dealer" className="flex flex-wrap items-center gap-2">
                <Badge tone="positive">{DEALER_COPY.verified}</Badge>
                <span>{verifiedText(dealer.verified_at)}</span>
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <DroppedParamsNotice notices={droppedNotices} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="dealer-about-heading" className={`${CARD} lg:self-start`}>
          <h2 id="dealer-about-heading" className="text-lg font-bold text-ink">
            {DEALER_COPY.about}
          </h2>
          {/* Plain text as the dealer wrote it: line breaks kept, any markup shown as text. */}
          <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink sm:text-base">
            {dealer.about ?? `${dealer.name} sells used vans on VanYard.`}
          </p>
        </section>
        <DealerDetails dealer={dealer} />
      </div>

      <section aria-labelledby="dealer-stock-heading" className="mt-10">
        <h2 id="dealer-stock-heading" className="text-xl font-bold text-ink sm:text-2xl">
          {DEALER_COPY.stock(dealer.name)}
        </h2>
        <ResultsBody filters={filters} search={search} actions={actions} />
      </section>
    </div>
  );
}
