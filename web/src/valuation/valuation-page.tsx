import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ValuationForm as FormValues } from '../../../shared/valuation/form';
import { InfoPage } from '../info/info-page';
import { useMarketEstimate } from './use-market-estimate';
import { ValuationForm } from './valuation-form';
import { ValuationResult } from './valuation-result';
import { checkValuation, EMPTY_FORM, type Checked, type FieldErrors } from './valuation-state';

/** Spec 01 section 4: 'Calculating...' shows for 1.2 seconds before the result. */
export const CALCULATING_MS = 1200;

type Done = Extract<Checked, { ok: true }>;

/** /value-my-van and /free-van-valuation: the free valuation tool (one page, one canonical path). */
export function ValuationPage() {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Done | null>(null);
  const [result, setResult] = useState<Done | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Asked for as soon as the form is sent, so the figures are often there with the result.
  useMarketEstimate(pending?.market ?? null);

  useEffect(() => () => clearTimeout(timer.current), []);

  function submit() {
    if (pending) return;
    const checked = checkValuation(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(checked);
    timer.current = setTimeout(() => {
      setResult(checked);
      setPending(null);
    }, CALCULATING_MS);
  }

  function reset() {
    setValues(EMPTY_FORM);
    setErrors({});
    setResult(null);
  }

  return (
    <InfoPage
      title="Free Van Valuation"
      metaTitle="Free Van Valuation: What Is My Van Worth?"
      description="Value your van for free in seconds: a price range from its make, model, age, mileage, condition and owners, plus what similar vans are advertised for."
      path="/value-my-van"
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
              <ValuationForm
                values={values}
                errors={errors}
                busy={pending !== null}
                onChange={setValues}
                onSubmit={submit}
              />
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
            Beside it we show what comparable vans on VanYard are advertised for right now: the same
            model, within two years and 25,000 miles of yours.
          </p>
          <p>
            Ready to sell? <Link to="/add-listing">List your van free</Link>, or read{' '}
            <Link to="/how-to-sell-your-van-quickly-and-easily">how to sell it quickly</Link>.
          </p>
        </aside>
      </div>
    </InfoPage>
  );
}
