import { useEffect, useRef, type ReactNode } from 'react';
import { formatMileage, formatPrice } from '#shared/format';
import {
  CONDITION_LABELS,
  type ValuationInput,
  type ValuationRange,
} from '#shared/valuation/formula';
import { SimilarVansCard } from './similar-vans-card';
import { PriceScale } from './price-scale';
import { useMarketEstimate, type MarketRequest } from './use-market-estimate';
import {
  ADVERTS_LABEL,
  advertsCaption,
  ASKING_EXPLANATION,
  compareWithAdverts,
  ESTIMATE_CAPTION,
  ESTIMATE_LABEL,
  relationText,
  TRADE_IN_NOTE,
} from './valuation-explanation';
import { buttonClass } from '../ui/button';

type ValuationResultProps = {
  input: ValuationInput;
  range: ValuationRange;
  market: MarketRequest;
  onReset: () => void;
};

/** '£9,356 – £11,435', breaking only at the dash on a narrow card. */
function priceRange(low: number, high: number) {
  return (
    <>
      <span className="whitespace-nowrap">{formatPrice(low)}</span> –{' '}
      <span className="whitespace-nowrap">{formatPrice(high)}</span>
    </>
  );
}

/**
 * The valuation: the formula's estimate and, beside it under its own label, what similar vans
 * are advertised for, with a plain word on why asking prices run above the estimate.
 */
export function ValuationResult({ input, range, market, onReset }: ValuationResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move the focus to it so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);
  const { data, error } = useMarketEstimate(market);
  const comparison = compareWithAdverts(range, data, Boolean(error));
  const relation = relationText(comparison, range);
  const title = `${input.year} ${input.make} ${input.model}`;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="valuation-heading"
        className="rounded-xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-8"
      >
        <h2
          id="valuation-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold text-ink"
        >
          Your estimated valuation
        </h2>
        <p className="mt-2 text-ink">
          {title}, {formatMileage(input.mileage)}, {CONDITION_LABELS[input.condition].toLowerCase()}{' '}
          condition, {input.owners === '1' ? '1 owner' : `${input.owners} owners`}.
        </p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <Figure
            id="estimated-value"
            label={ESTIMATE_LABEL}
            figure={priceRange(range.low, range.high)}
            caption={ESTIMATE_CAPTION}
            emphasis
          />
          <Figure
            id="advertised-prices"
            label={ADVERTS_LABEL}
            figure={
              comparison.kind === 'ready' ? priceRange(comparison.low, comparison.high) : null
            }
            caption={advertsCaption(comparison)}
            live
          />
        </div>
        {comparison.kind === 'ready' ? <PriceScale estimate={range} adverts={comparison} /> : null}
        <h3 className="mt-6 font-bold text-ink">What these figures mean</h3>
        <p className="mt-2 text-ink">{ASKING_EXPLANATION}</p>
        {relation ? <p className="mt-2 text-ink">{relation}</p> : null}
        <p className="mt-2 text-ink">{TRADE_IN_NOTE}</p>
        <p className="mt-3 text-sm text-muted">
          The estimate is a guide worked out from the van's make and model, age, mileage, condition
          and number of owners. Service history, MOT, ULEZ status and extras such as racking also
          move the price.
        </p>
        <button type="button" onClick={onReset} className={`${buttonClass({ size: 'lg' })} mt-6`}>
          Calculate Another Van
        </button>
      </section>
      {data ? <SimilarVansCard estimate={data} request={market} /> : null}
    </div>
  );
}

type FigureProps = {
  id: string;
  label: string;
  /** The range; null while there is none (the caption says why). */
  figure: ReactNode;
  caption: ReactNode;
  emphasis?: boolean;
  /** Announce changes: the figure arrives after the result is shown. */
  live?: boolean;
};

/** One labelled figure: a named group, so both figures read with their labels. */
function Figure({ id, label, figure, caption, emphasis = false, live = false }: FigureProps) {
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={`rounded-lg bg-white p-4 ring-1 ${emphasis ? 'ring-brand-200' : 'ring-slate-200'}`}
    >
      <h3 id={`${id}-label`} className="text-sm font-semibold text-muted">
        {label}
      </h3>
      <div aria-live={live ? 'polite' : undefined}>
        {figure ? (
          <p
            className={`mt-1 font-extrabold tracking-tight ${
              emphasis ? 'text-2xl text-brand-700 sm:text-3xl' : 'text-2xl text-ink'
            }`}
          >
            {figure}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-muted">{caption}</p>
      </div>
    </div>
  );
}
