import { useId } from 'react';
import { formatMileage } from '#shared/format';
import type { LiveListingDetail } from '#shared/listing-detail';
import type { AdvertMotHistory } from '#shared/vehicle/mot-advert';
import type { MotTest } from '#shared/vehicle/mot-history';
import { ukDateText } from '#shared/uk-date';
import { MOT_CHART, motChartGeometry } from './mot-chart';

/** Tests shown at once; older ones behind 'Show all'. */
const TESTS_SHOWN = 5;
/** A test with more items than this shows them behind a disclosure. */
const ITEMS_SHOWN = 2;

/**
 * The van's MOT history on the advert (issue 31 §3), from the copy stored when the listing was
 * approved and refreshed weekly: the advert's mileage against the MOT record, the readings over
 * time and every test. Server-rendered; the disclosures are native <details>.
 */
export function MotHistorySection({ detail }: { detail: LiveListingDetail }) {
  const history = detail.mot_history;
  if (!history) return null;
  const advertised = detail.listing.mileage;
  const newest = history.tests.slice(0, TESTS_SHOWN);
  const older = history.tests.slice(TESTS_SHOWN);
  return (
    <section aria-labelledby="mot-history-heading" data-testid="mot-history">
      <h2 id="mot-history-heading" className="text-xl font-bold text-ink">
        MOT history
      </h2>
      <MileageNote history={history} advertised={advertised} />
      {history.tests.length === 0 ? (
        <p className="mt-3 text-ink">
          No MOT tests recorded yet: a van needs its first three years after registration.
        </p>
      ) : (
        <>
          <MileageChart history={history} advertised={advertised} />
          <ol className="mt-4 space-y-3" aria-label="MOT tests, newest first">
            {newest.map((test, i) => (
              <TestItem key={`${test.date}-${i}`} test={test} />
            ))}
          </ol>
          {older.length > 0 ? (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2">
                Show {older.length} older {older.length === 1 ? 'test' : 'tests'}
              </summary>
              <ol className="mt-3 space-y-3" aria-label="Older MOT tests">
                {older.map((test, i) => (
                  <TestItem key={`${test.date}-${i}`} test={test} />
                ))}
              </ol>
            </details>
          ) : null}
        </>
      )}
      <p className="mt-3 text-sm text-muted">
        From the DVSA’s MOT history, checked {ukDateText(history.fetched_at.slice(0, 10))}.
      </p>
    </section>
  );
}

function MileageNote({ history, advertised }: { history: AdvertMotHistory; advertised: number }) {
  const { check } = history;
  if (check.kind === 'below_recorded') {
    return (
      <div
        data-testid="mot-mileage-warning"
        className="mt-3 rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-ink"
      >
        <p className="font-bold">Advertised mileage is below the MOT record</p>
        <p className="mt-1">
          This advert gives {formatMileage(advertised)}, but the MOT test on{' '}
          {ukDateText(check.last_reading_date)} recorded {formatMileage(check.last_reading)}. A
          lower figure can mean the odometer was wound back (clocked) or replaced. Ask the seller to
          explain and show the paperwork before you buy.
        </p>
      </div>
    );
  }
  if (check.kind === 'consistent') {
    return (
      <p data-testid="mot-mileage-consistent" className="mt-3 flex items-start gap-2 text-ink">
        <span aria-hidden="true" className="font-bold text-emerald-700">
          ✓
        </span>
        <span>
          <strong>Mileage consistent with MOT records</strong>: the last reading was{' '}
          {formatMileage(check.last_reading)} on {ukDateText(check.last_reading_date)}.
          {history.drops > 0
            ? ' The recorded mileage fell between two tests, though: ask the seller why.'
            : ''}
        </span>
      </p>
    );
  }
  return null;
}

function MileageChart({ history, advertised }: { history: AdvertMotHistory; advertised: number }) {
  const titleId = useId();
  const descriptionId = useId();
  const chart = motChartGeometry(history.tests, advertised);
  if (!chart) return null;
  const { width, height, left, right } = MOT_CHART;
  return (
    <figure className="mt-4">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-md text-ink"
        data-testid="mot-mileage-chart"
      >
        <title id={titleId}>Mileage at each MOT test</title>
        <desc id={descriptionId}>{chart.description}</desc>
        {chart.yTicks.map((tick) => (
          <g key={tick.y}>
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} stroke="#cbd5e1" />
            <text x={left - 5} y={tick.y + 4} textAnchor="end" fontSize="12" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick, i) => (
          <text
            key={tick.label}
            x={tick.x}
            y={height - 7}
            // The first year from the axis start, the last up to its end: neither is cut off.
            textAnchor={chart.xTicks.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            fontSize="12"
            fill="currentColor"
          >
            {tick.label}
          </text>
        ))}
        <line
          x1={left}
          x2={width - right}
          y1={chart.advertisedY}
          y2={chart.advertisedY}
          stroke="#b45309"
          strokeWidth="2"
          strokeDasharray="6 4"
        />
        <path d={chart.path} fill="none" stroke="#1d4ed8" strokeWidth="2.5" />
        {chart.points.map((point, i) => (
          <circle key={i} cx={point.x} cy={point.y} r="4" fill="#1d4ed8" />
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>
          <span aria-hidden="true" className="font-bold text-brand-700">
            ●
          </span>{' '}
          Reading at each test
        </span>
        <span>
          <span aria-hidden="true" className="font-bold text-amber-700">
            - -
          </span>{' '}
          Advertised mileage ({formatMileage(advertised)})
        </span>
      </figcaption>
    </figure>
  );
}

function TestItem({ test }: { test: MotTest }) {
  const items = test.failures.length + test.advisories.length;
  const lists = (
    <>
      {test.failures.length > 0 ? (
        <ItemList heading="Reasons for failure" items={test.failures} />
      ) : null}
      {test.advisories.length > 0 ? (
        <ItemList heading="Advisories" items={test.advisories} />
      ) : null}
    </>
  );
  return (
    <li className="rounded-md border border-slate-200 p-3" data-testid="mot-test">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{ukDateText(test.date)}</span>
        {test.result === 'pass' ? (
          <span className="rounded bg-emerald-50 px-2 py-0.5 text-sm font-bold text-emerald-800">
            Pass
          </span>
        ) : (
          <span className="rounded bg-red-50 px-2 py-0.5 text-sm font-bold text-red-800">Fail</span>
        )}
        <span className="text-ink">
          {test.mileage === null ? 'Mileage not read' : formatMileage(test.mileage)}
        </span>
        {test.expiry_date ? (
          <span className="text-sm text-muted">Expires {ukDateText(test.expiry_date)}</span>
        ) : null}
      </p>
      {items === 0 ? (
        <p className="mt-1 text-sm text-muted">No advisories.</p>
      ) : items > ITEMS_SHOWN ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2">
            {summaryOf(test)}
          </summary>
          {lists}
        </details>
      ) : (
        lists
      )}
    </li>
  );
}

function summaryOf(test: MotTest): string {
  const parts = [
    test.failures.length > 0
      ? `${test.failures.length} ${test.failures.length === 1 ? 'failure' : 'failures'}`
      : '',
    test.advisories.length > 0
      ? `${test.advisories.length} ${test.advisories.length === 1 ? 'advisory' : 'advisories'}`
      : '',
  ].filter(Boolean);
  return `Show ${parts.join(' and ')}`;
}

function ItemList({ heading, items }: { heading: string; items: readonly string[] }) {
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold text-ink">{heading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm break-words text-ink">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
