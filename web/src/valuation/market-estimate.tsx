import { Link } from 'react-router-dom';
import { formatMileage, formatPrice } from '../../../shared/format';
import { MIN_COMPARABLES, type MarketEstimate } from '../../../shared/valuation/market';
import { searchHref } from '../search/search-url';
import { PriceChart } from './price-chart';
import { useMarketEstimate, type MarketRequest } from './use-market-estimate';

/** Beyond the formula: what comparable live vans on VanYard are advertised for. */
export function MarketEstimateCard({ request, title }: { request: MarketRequest; title: string }) {
  const { data, error } = useMarketEstimate(request);
  return (
    <section
      aria-labelledby="market-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="market-heading" className="text-xl font-bold text-ink">
        What similar vans are advertised for
      </h2>
      <div aria-live="polite">
        {data ? (
          <MarketFigures estimate={data} request={request} title={title} />
        ) : error ? (
          <p className="mt-3 text-muted">
            Asking prices of similar vans are not available right now. The estimate above still
            stands.
          </p>
        ) : (
          <p className="mt-3 text-muted">Checking the asking prices of similar vans…</p>
        )}
      </div>
    </section>
  );
}

function MarketFigures({
  estimate,
  request,
  title,
}: {
  estimate: MarketEstimate;
  request: MarketRequest;
  title: string;
}) {
  const { criteria, prices, comparables } = estimate;
  const band = `${title.replace(/^\d{4} /, '')}s from ${criteria.yearFrom} to ${criteria.yearTo} with ${formatMileage(criteria.mileageFrom)} to ${formatMileage(criteria.mileageTo)}`;
  const browse = searchHref({
    make: request.make,
    model: request.model,
    minYear: criteria.yearFrom,
    maxYear: criteria.yearTo,
    minMileage: criteria.mileageFrom || undefined,
    maxMileage: criteria.mileageTo,
  });
  if (!prices) {
    return (
      <p className="mt-3 text-ink">
        {comparables === 0
          ? `There are no ${band} for sale on VanYard right now`
          : `Only ${comparables} comparable ${comparables === 1 ? 'van is' : 'vans are'} for sale on VanYard right now (${band})`}
        : too few for a reliable market figure. We show one from {MIN_COMPARABLES} comparable vans
        upwards, so rely on the estimate above.
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-ink">
        <strong>{comparables.toLocaleString('en-GB')} comparable vans</strong> are for sale on
        VanYard ({band}). Half of them are advertised between{' '}
        <strong>
          {formatPrice(prices.low)} and {formatPrice(prices.high)}
        </strong>
        ; the middle asking price is <strong>{formatPrice(prices.median)}</strong>.
      </p>
      <PriceChart bins={prices.bins} />
      <p className="mt-3 text-sm text-muted">
        Asking prices, not sale prices: vans often sell for a little less. From{' '}
        {formatPrice(prices.min)} to {formatPrice(prices.max)}.{' '}
        <Link to={browse} className="font-semibold text-brand-700 underline underline-offset-4">
          See these vans
        </Link>
      </p>
    </>
  );
}
