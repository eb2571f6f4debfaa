import { useId } from 'react';
import { DAILY_FIGURES_DAYS, type DailyFigures } from '#shared/admin/dashboard';
import { SKELETON, CARD, CARD_HEADING, CARD_LEAD } from '../../ui/styles';
import {
  barHeight,
  chartSummary,
  chartTotals,
  labelledDays,
  longDay,
  scaleTicks,
  scaleTop,
  shortDay,
  tableDay,
} from './chart-scale';
import { UNAVAILABLE, type DashboardState } from './dashboard-state';
import { formatNumber } from '#shared/format';
import { textLinkClass } from '../../ui/text-link';

export const CHART_TITLE = 'Listings created and approved';

/**
 * Brand blue and emerald, each at least 3:1 against white (WCAG 1.4.11) and apart in
 * lightness; the legend also says which bar of a day is which, so colour is not the only cue.
 */
const SERIES = [
  { key: 'created', label: 'Created', side: 'left', bar: 'bg-brand-700' },
  { key: 'approved', label: 'Approved', side: 'right', bar: 'bg-emerald-600' },
] as const;

/**
 * Listings created and approved per UK day over the last 30 days: CSS bars (they scale with
 * the card, so they read at 390 px), named in words for screen readers, and every day's figures
 * in a table under a disclosure.
 */
export function DailyChart({ state }: { state: DashboardState }) {
  const headingId = useId();
  const daily = state.status === 'ready' ? state.stats.daily : [];
  const totals = chartTotals(daily);
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'} className={CARD}>
      <h2 id={headingId} className={CARD_HEADING}>
        {CHART_TITLE}
      </h2>
      <p className={CARD_LEAD}>
        {state.status === 'ready'
          ? `Last ${DAILY_FIGURES_DAYS} days: ${formatNumber(totals.created)} created, ${formatNumber(totals.approved)} approved.`
          : `Per day over the last ${DAILY_FIGURES_DAYS} days.`}
      </p>
      {state.status === 'loading' ? (
        <div className="mt-5">
          <span className="sr-only">Loading…</span>
          <div aria-hidden="true" className={`${SKELETON} h-48 w-full`} />
        </div>
      ) : state.status === 'unavailable' ? (
        <p className="mt-5 font-semibold text-muted">{UNAVAILABLE}</p>
      ) : totals.created + totals.approved === 0 ? (
        <p className="mt-5 text-ink">No listings were created or approved in these days.</p>
      ) : (
        <>
          <Bars daily={daily} />
          <Legend />
          <details className="mt-4">
            <summary className={textLinkClass({ className: 'inline-block cursor-pointer' })}>
              Show each day's figures
            </summary>
            <DailyTable daily={daily} />
          </details>
        </>
      )}
    </section>
  );
}

function Bars({ daily }: { daily: readonly DailyFigures[] }) {
  const top = scaleTop(Math.max(...daily.map((day) => Math.max(day.created, day.approved))));
  const ticks = scaleTicks(top);
  const labelled = new Set(labelledDays(daily.length));
  return (
    <div role="img" aria-label={chartSummary(daily)} className="mt-5 flex gap-2">
      {/* The scale: whole numbers at the bottom, middle and top lines. */}
      <div aria-hidden="true" className="relative h-48 w-8 shrink-0 text-right text-xs text-muted">
        {ticks.map((tick) => (
          <span
            key={tick}
            className="absolute right-0 translate-y-1/2 tabular-nums"
            style={{ bottom: `${(tick / top) * 100}%` }}
          >
            {formatNumber(tick)}
          </span>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <div className="relative h-48 border-b border-slate-500">
          {ticks.slice(1).map((tick) => (
            <div
              key={tick}
              aria-hidden="true"
              className="absolute inset-x-0 border-t border-dashed border-slate-300"
              style={{ bottom: `${(tick / top) * 100}%` }}
            />
          ))}
          <div className="absolute inset-0 flex items-end">
            {daily.map((day) => (
              <div
                key={day.date}
                title={`${shortDay(day.date)}: ${day.created} created, ${day.approved} approved`}
                className="flex h-full min-w-0 flex-1 items-end justify-center gap-px px-px"
              >
                {SERIES.map((series) => (
                  <span
                    key={series.key}
                    className={`block w-1/2 max-w-2.5 rounded-t-sm ${series.bar}`}
                    style={{ height: barHeight(day[series.key], top) }}
                  />
                ))}
              </div>
            ))}
          </div>
        </div>
        <div aria-hidden="true" className="relative mt-1 flex h-5 text-xs text-muted">
          {daily.map((day, index) => (
            <div key={day.date} className="relative min-w-0 flex-1">
              {labelled.has(index) ? (
                <span
                  className={`absolute top-0 whitespace-nowrap ${
                    index === daily.length - 1 ? 'right-0' : 'left-1/2 -translate-x-1/2'
                  }`}
                >
                  {shortDay(day.date)}
                </span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Legend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${series.bar}`} />
          {series.label} <span className="text-muted">({series.side} bar of each day)</span>
        </li>
      ))}
    </ul>
  );
}

function DailyTable({ daily }: { daily: readonly DailyFigures[] }) {
  return (
    <table className="mt-3 w-full max-w-md border-collapse text-sm">
      <caption className="sr-only">{`${CHART_TITLE} per day, ${longDay(daily[0]!.date)} to ${longDay(daily.at(-1)!.date)}`}</caption>
      <thead className="border-b border-slate-300">
        <tr>
          <th scope="col" className="py-2 pr-3 text-left font-semibold text-muted">
            Date
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold text-muted">
            Created
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-semibold text-muted">
            Approved
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {daily.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal text-ink">
              {tableDay(day.date)}
            </th>
            <td className="px-3 py-1.5 text-right tabular-nums">{day.created}</td>
            <td className="py-1.5 pl-3 text-right tabular-nums">{day.approved}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
