import { Link } from 'react-router-dom';
import { dealersByTown, type DealerDirectoryResponse } from '#shared/dealer';
import { pages } from '#shared/pages';
import { slugify } from '#shared/slug';
import { useDealerDirectory } from '../../api/use-dealer-page';
import type { LoadedAnswer } from '../../api/loaded-answer';
import { PageHead } from '../../lib/page-head';
import { Badge } from '../../ui/badge';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { RetryAlert } from '../../ui/retry-alert';
import { CARD } from '../../ui/styles';
import { DEALER_COPY, dealerTrail, vansText } from './dealer-copy';

/** /dealers: every dealer page, town by town, A to Z. */
export function DealersPage({ loaded }: { loaded?: LoadedAnswer<DealerDirectoryResponse> }) {
  const { data, error, mutate } = useDealerDirectory(loaded);
  const towns = data ? dealersByTown(data.items) : [];
  return (
    <div className="container-page py-6 sm:py-8">
      <PageHead
        title={DEALER_COPY.directoryTitle}
        description={DEALER_COPY.directoryDescription}
        canonicalPath={pages.dealers.build()}
      />
      <Breadcrumbs trail={dealerTrail()} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {DEALER_COPY.directoryHeading}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{DEALER_COPY.directoryLead}</p>
      {error && !data ? (
        <div className="mt-6">
          <RetryAlert message="The dealers could not be loaded" onRetry={() => void mutate()} />
        </div>
      ) : null}
      {data && towns.length === 0 ? (
        <p className="mt-6 text-muted">{DEALER_COPY.directoryEmpty}</p>
      ) : null}
      {towns.length > 1 ? (
        <nav aria-label="Towns" className="mt-6">
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {towns.map(({ town }) => (
              <li key={town}>
                <a
                  href={`#town-${slugify(town)}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {town}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6 grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {towns.map(({ town, dealers }) => (
          <section key={town} aria-labelledby={`town-${slugify(town)}`} className={CARD}>
            <h2 id={`town-${slugify(town)}`} className="text-xl font-bold text-ink">
              {town}
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {dealers.map((dealer) => (
                <li key={dealer.slug} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                  <Link
                    to={pages.dealer.build({ slug: dealer.slug })}
                    className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {dealer.name}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    <span>{vansText(dealer.vans)}</span>
                    {dealer.verified_at ? (
                      <Badge tone="positive">{DEALER_COPY.verified}</Badge>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
