import { useEffect, useRef } from 'react';
import { formatMileage, formatPrice } from '../../../shared/format';
import {
  CONDITION_LABELS,
  type ValuationInput,
  type ValuationRange,
} from '../../../shared/valuation/formula';
import { MarketEstimateCard } from './market-estimate';
import type { MarketRequest } from './use-market-estimate';

type ValuationResultProps = {
  input: ValuationInput;
  range: ValuationRange;
  market: MarketRequest;
  onReset: () => void;
};

export function ValuationResult({ input, range, market, onReset }: ValuationResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the form: move the focus to it so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);
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
        <p className="mt-3 text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
          {formatPrice(range.low)} – {formatPrice(range.high)}
        </p>
        <p className="mt-3 text-ink">
          {title}, {formatMileage(input.mileage)}, {CONDITION_LABELS[input.condition].toLowerCase()}{' '}
          condition, {input.owners === '1' ? '1 owner' : `${input.owners} owners`}.
        </p>
        <p className="mt-2 text-sm text-muted">
          A guide worked out from the van's make and model, age, mileage, condition and number of
          owners. Service history, MOT, ULEZ status and extras such as racking also move the price.
        </p>
        <button
          type="button"
          onClick={onReset}
          className="mt-6 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Calculate Another Van
        </button>
      </section>
      <MarketEstimateCard request={market} title={title} />
    </div>
  );
}
