import { Link } from 'react-router-dom';
import { formatNumber, formatPrice } from '#shared/format';
import { MIN_COMPARABLES, type MarketEstimate } from '#shared/valuation/market';
import { searchHref } from '#shared/pages/results-url';
import { PriceChart } from './price-chart';
import type { MarketRequest } from './use-market-estimate';
import { bandText } from './valuation-explanation';

/**
 * The similar vans behind the advertised prices: which vans count, how their asking prices
 * spread, and a link to them. Shown once the figures have arrived (the result above says
 * while they load or if they cannot).
 */
export function SimilarVansCard({
  estimate,
  request,
}: {
  estimate: MarketEstimate;
  request: MarketRequest;
}) {
  const { criteria, prices, comparables } = estimate;
  const band = bandText(criteria);
  const browse = searchHref({
    make: request.make,
    model: request.model,
    minYear: criteria.yearFrom,
    maxYear: criteria.yearTo,
    minMileage: criteria.mileageFrom || undefined,
    maxMileage: criteria.mileageTo,
  });
  const seeThem =
    comparables > 0 ? (
      <Link to={browse} className="font-semibold text-brand-700 underline underline-offset-4">
        See {comparables === 1 ? 'this van' : `these ${comparables} vans`}
      </Link>
    ) : null;
  return (
    <section
      aria-labelledby="similar-vans-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="similar-vans-heading" className="text-xl font-bold text-ink">
        Similar vans for sale on VanYard
      </h2>
      {prices ? (
        <>
          <p className="mt-3 text-ink">
            {formatNumber(comparables)} vans of the same model, {band}, are for sale on VanYard,
            asking from {formatPrice(prices.min)} to {formatPrice(prices.max)}.
          </p>
          <PriceChart bins={prices.bins} />
          <p className="mt-3 text-sm text-muted">{seeThem}</p>
        </>
      ) : (
        <p className="mt-3 text-ink">
          {comparables === 0
            ? `There are no vans of the same model, ${band}, for sale on VanYard right now.`
            : `Only ${comparables} ${comparables === 1 ? 'van' : 'vans'} of the same model, ${band}, ${comparables === 1 ? 'is' : 'are'} for sale on VanYard right now.`}{' '}
          We compare asking prices from {MIN_COMPARABLES} similar vans upwards, so rely on the
          estimate above. {seeThem}
        </p>
      )}
    </section>
  );
}
