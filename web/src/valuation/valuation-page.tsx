import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ValuationInput } from '#shared/valuation/formula';
import { InfoPage } from '../ui/info-page';
import { useMarketEstimate } from './use-market-estimate';
import { ValuationForm } from './valuation-form';
import { ValuationResult } from './valuation-result';
import { valuationOf, type Valuation } from './valuation-state';
import { pages } from '#shared/pages';

/** 'Calculating...' shows for 1.2 seconds before the result, so the figures read as worked out. */
export const CALCULATING_MS = 1200;

/** /value-my-van and /free-van-valuation: the free valuation tool (one page, one canonical path). */
export function ValuationPage() {
  const [pending, setPending] = useState<Valuation | null>(null);
  const [result, setResult] = useState<Valuation | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Asked for as soon as the form is sent, so the figures are often there with the result.
  useMarketEstimate(pending?.market ?? null);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** The form's details are valid: the valuation shows after the calculating pause. */
  function submit(input: ValuationInput) {
    if (pending) return;
    const checked = valuationOf(input);
    setPending(checked);
    timer.current = setTimeout(() => {
      setResult(checked);
      setPending(null);
    }, CALCULATING_MS);
  }

  /** Back to an empty form (a new ValuationForm starts empty). */
  function reset() {
    setResult(null);
  }

  return (
    <InfoPage
      title="Free Van Valuation"
      metaTitle="Free Van Valuation: What Is My Van Worth?"
      description="Value your van for free in seconds: a price range from its make, model, age, mileage, condition and owners, plus what similar vans are advertised for."
      path={pages.valueMyVan.build()}
      lead="Find out what your van is worth in seconds. Free, no sign-up, and no personal details needed."
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          {result ? (
            <ValuationResult
              input={result.input}
              range={result.range}
              market={result.market}
              onReset={reset}
            />
          ) : (
            <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8">
              <ValuationForm busy={pending !== null} onValid={submit} />
              <p role="status" className="sr-only">
                {pending ? 'Calculating...' : ''}
              </p>
            </div>
          )}
        </div>
        <aside className="prose-vy text-[0.95rem]">
          <h2 className="!mt-0">How the valuation works</h2>
          <p>
            We start from a typical price for the make and model, then adjust it for age, mileage,
            condition and the number of previous owners. The result is a range, because two vans on
            paper are rarely worth the same on the forecourt.
          </p>
          <p>
            The estimate is what a van like yours is likely to sell for. Beside it we show what
            similar vans on VanYard are advertised for right now: the same model, within two years
            and 25,000 miles of yours. Those are asking prices, so they usually sit above the
            estimate.
          </p>
          <p>
            Ready to sell? <Link to={pages.addListing.build()}>List your van free</Link>, or read{' '}
            <Link to={pages.howToSell.build()}>how to sell it quickly</Link>.
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
