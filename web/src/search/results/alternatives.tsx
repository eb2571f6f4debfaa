import { Link } from 'react-router-dom';
import type { SearchAlternative } from '#shared/search/response';
import { ResultCard } from '../../ui/result-card';
import { alternativeHeading, alternativeLink } from '../search-copy';
import { searchHref } from '#shared/pages/results-url';
import { UnbrokenPostcode } from '../unbroken-postcode';

/**
 * An empty town page goes on with vans to look at (decision 024): the nearest ones matching the
 * search, then the same model elsewhere, each under its own heading with a link to all of them.
 */
export function Alternatives({ alternatives }: { alternatives: readonly SearchAlternative[] }) {
  if (alternatives.length === 0) return null;
  return (
    <div className="mt-10 space-y-10">
      {alternatives.map((alternative) => {
        const headingId = `alternative-${alternative.kind}`;
        return (
          <section key={alternative.kind} aria-labelledby={headingId}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
                <UnbrokenPostcode
                  text={alternativeHeading(alternative)}
                  postcode={
                    alternative.near?.kind === 'postcode' ? alternative.near.name : undefined
                  }
                />
              </h2>
              <Link
                to={searchHref(alternative.filters)}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {alternativeLink(alternative)}
              </Link>
            </div>
            {alternative.near?.kind === 'town' ? (
              <p className="mt-1 text-sm text-muted">Distances are from the town centre.</p>
            ) : null}
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
              {alternative.items.map((card) => (
                <li key={card.id}>
                  <ResultCard card={card} eager={false} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
