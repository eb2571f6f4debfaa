import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LABELS } from '#shared/catalogue/enums';
import { formatMoney } from '#shared/format';
import { ULEZ_DAILY_CHARGE_GBP, ULEZ_OFFICIAL_CHECKER_URL } from '#shared/site-facts';
import {
  ULEZ_CHECKER_FIRST_YEAR,
  ULEZ_CHECKER_FUELS,
  ULEZ_STANDARDS,
  type UlezCheckerFuel,
} from '#shared/ulez';
import { Field } from '../ui/field';
import { searchHref } from '#shared/pages/results-url';
import { InfoPage } from '../ui/info-page';
import { ulezVerdict, type UlezVerdict } from './ulez-verdict';
import { useForm } from '../forms/use-form';
import { pages } from '#shared/pages';

function years(now = new Date()): number[] {
  const list: number[] = [];
  for (let year = now.getFullYear(); year >= ULEZ_CHECKER_FIRST_YEAR; year--) list.push(year);
  return list;
}

/** /ulez-van-checker: fuel and year of registration in, a guide to ULEZ compliance out. */
export function UlezCheckerPage() {
  const form = useForm<{ fuel: UlezCheckerFuel | ''; year: string }>({
    initial: { fuel: '', year: '' },
  });
  const { fuel, year } = form.values;
  const [verdict, setVerdict] = useState<UlezVerdict | null>(null);
  const charge = formatMoney(ULEZ_DAILY_CHARGE_GBP);

  function check(event: FormEvent) {
    event.preventDefault();
    // Nothing happens unless both are given: a verdict needs the fuel and the year.
    if (!fuel || !year) return;
    setVerdict(ulezVerdict(fuel, Number(year)));
  }

  return (
    <InfoPage
      title="ULEZ Van Checker"
      metaTitle="ULEZ Van Checker: Is My Van ULEZ Compliant?"
      description={`Check whether a diesel, petrol or electric van is likely to meet London's ULEZ standard from its year of registration, and avoid the ${charge} daily charge.`}
      path={pages.ulezChecker.build()}
      lead={`Driving a van in London's Ultra Low Emission Zone that does not meet the standard costs ${charge} a day. Check yours in seconds.`}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <form
            onSubmit={check}
            aria-label="Check a van"
            className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 sm:p-8"
          >
            <Field id="ulez-fuel" label="Fuel type">
              {(control) => (
                <select
                  {...control}
                  value={fuel}
                  onChange={(event) => {
                    form.set('fuel', event.target.value as UlezCheckerFuel | '');
                    setVerdict(null);
                  }}
                >
                  <option value="">Select fuel type</option>
                  {ULEZ_CHECKER_FUELS.map((option) => (
                    <option key={option} value={option}>
                      {LABELS.fuel_type[option]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="ulez-year" label="Year of registration">
              {(control) => (
                <select
                  {...control}
                  value={year}
                  onChange={(event) => {
                    form.set('year', event.target.value);
                    setVerdict(null);
                  }}
                >
                  <option value="">Select year</option>
                  {years().map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={!fuel || !year}
                className="w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 sm:w-auto"
              >
                Check Compliance
              </button>
            </div>
          </form>
          <div aria-live="polite">{verdict ? <VerdictCard verdict={verdict} /> : null}</div>
          <p className="rounded-lg bg-amber-50 p-4 text-sm text-ink ring-1 ring-amber-200">
            <strong>This check is only a guide</strong> based on the year of registration. Some
            older vans were built to a newer standard and some newer ones were not. Before you buy
            or drive into the zone, confirm with the registration number on{' '}
            <a
              href={ULEZ_OFFICIAL_CHECKER_URL}
              className="font-semibold text-brand-700 underline underline-offset-4"
              rel="noopener noreferrer"
            >
              Transport for London's official vehicle checker
            </a>
            .
          </p>
        </div>
        <div className="prose-vy">
          <h2 className="!mt-0">ULEZ standards for vans</h2>
          <table>
            <caption className="sr-only">The ULEZ standard by fuel type</caption>
            <thead>
              <tr>
                <th scope="col">Fuel type</th>
                <th scope="col">Standard</th>
                <th scope="col">Generally met by vans from</th>
              </tr>
            </thead>
            <tbody>
              {ULEZ_STANDARDS.map((row) => (
                <tr key={row.fuel}>
                  <th scope="row">{LABELS.fuel_type[row.fuel]}</th>
                  <td>{row.standard}</td>
                  <td>{row.from}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>What it costs</h2>
          <p>
            A van that does not meet the standard pays {charge} for each day it is driven inside the
            zone, which covers all London boroughs. The charge runs from midnight to midnight, every
            day of the year except Christmas Day.
          </p>
          <h2>Looking for a compliant van?</h2>
          <p>
            Every van on VanYard shows whether it is ULEZ compliant, and you can{' '}
            <Link to={searchHref({ ulezCompliant: true })}>browse ULEZ compliant vans</Link> only.
          </p>
        </div>
      </div>
    </InfoPage>
  );
}

function VerdictCard({ verdict }: { verdict: UlezVerdict }) {
  return (
    <section
      aria-label="Result"
      className={`rounded-xl p-5 ring-1 sm:p-6 ${
        verdict.compliant ? 'bg-green-50 ring-green-200' : 'bg-red-50 ring-red-200'
      }`}
    >
      <h2 className={`text-2xl font-bold ${verdict.compliant ? 'text-green-800' : 'text-red-800'}`}>
        <span aria-hidden="true">{verdict.compliant ? '✓ ' : '✗ '}</span>
        {verdict.heading}
      </h2>
      <p className="mt-2 text-ink">{verdict.explanation}</p>
    </section>
  );
}
