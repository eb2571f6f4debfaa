import type { ReactNode } from 'react';
import { formatLongDate, formatNumber } from '#shared/format';
import {
  METRIC_LABELS,
  PERFORMANCE_METRICS,
  PERFORMANCE_WINDOWS,
  type PerformanceDay,
  type PerformanceMetric,
  type PerformanceSeries,
  type PerformanceWindow,
} from '#shared/performance';
import { metricSummary, shortDay } from '../lib/performance-text';
import { Card, cardClass } from './card';
import { RetryAlert } from './retry-alert';
import { Table, type Column } from './table';

/** The chart's drawing box: a bar per day, as tall as the day's share of the busiest day. */
const BAR_WIDTH = 10;
const HEIGHT = 64;

/**
 * One figure over the window as bars, one a day: a small chart of its own per figure, so a
 * figure of a few enquiries is not flattened beside thousands of search appearances. The SVG
 * is a picture (aria-hidden); the figure's caption says the same in words (total, busiest day),
 * and the table below holds every number.
 */
function MetricChart({ series, metric }: { series: PerformanceSeries; metric: PerformanceMetric }) {
  const values = series.days.map((day) => day[metric]);
  const max = Math.max(...values, 1);
  const width = values.length * BAR_WIDTH;
  return (
    <figure className={cardClass({ padding: 'list' })} data-metric={metric}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-base font-semibold text-ink">{METRIC_LABELS[metric]}</h3>
        <p className="text-2xl font-bold text-ink tabular-nums">
          {formatNumber(series.totals[metric])}
        </p>
      </div>
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-3 block h-16 w-full text-brand-600"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {values.map((value, i) => {
          const height = value === 0 ? 0 : Math.max(2, (value / max) * (HEIGHT - 4));
          return (
            <rect
              key={series.days[i]!.date}
              x={i * BAR_WIDTH + 1}
              y={HEIGHT - height}
              width={BAR_WIDTH - 2}
              height={height}
              fill="currentColor"
            />
          );
        })}
      </svg>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
        <span>{shortDay(series.from)}</span>
        <span>{shortDay(series.to)}</span>
      </div>
      <figcaption className="mt-2 text-sm text-muted">{metricSummary(series, metric)}</figcaption>
    </figure>
  );
}

const DAY_COLUMNS: readonly Column<PerformanceDay>[] = [
  {
    key: 'date',
    header: 'Date',
    // Short, on one line: the caption gives the years, and the table fits a phone's width.
    cell: (day) => <time dateTime={day.date}>{shortDay(day.date)}</time>,
    rowHeader: true,
    className: 'whitespace-nowrap',
  },
  ...PERFORMANCE_METRICS.map((metric): Column<PerformanceDay> => ({
    key: metric,
    header: METRIC_LABELS[metric],
    cell: (day) => formatNumber(day[metric]),
    className: 'text-right tabular-nums',
  })),
];

type PerformanceChartsProps = {
  series: PerformanceSeries;
  /** What the figures are of ('this listing', 'all your listings'), for the table's caption. */
  subject: string;
};

/**
 * The five figures per day over a window: a small bar chart each, and every day's numbers in a
 * table behind a native disclosure (keyboard and screen reader usable as they are), newest first.
 */
export function PerformanceCharts({ series, subject }: PerformanceChartsProps) {
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {PERFORMANCE_METRICS.map((metric) => (
          <MetricChart key={metric} series={series} metric={metric} />
        ))}
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700 underline underline-offset-2">
          Show the figures for each day
        </summary>
        {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
        <div
          className="mt-3 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label="Figures for each day"
        >
          <Table
            caption={`Figures for ${subject} per day, ${formatLongDate(series.from)} to ${formatLongDate(series.to)}, newest first`}
            columns={DAY_COLUMNS}
            rows={[...series.days].reverse()}
            rowKey={(day) => day.date}
            empty="No figures yet."
          />
        </div>
      </details>
    </div>
  );
}

type PeriodSwitchProps = {
  value: PerformanceWindow;
  onChange: (window: PerformanceWindow) => void;
};

/** 'Last 30 days' or 'Last 90 days': two toggle buttons, the chosen one pressed. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  return (
    <div
      role="group"
      aria-label="Period"
      className="inline-flex rounded-md border border-slate-300"
    >
      {PERFORMANCE_WINDOWS.map((window) => (
        <button
          key={window}
          type="button"
          aria-pressed={value === window}
          onClick={() => onChange(window)}
          className={`min-h-11 px-3 text-sm font-semibold first:rounded-l-md last:rounded-r-md ${
            value === window ? 'bg-brand-700 text-white' : 'bg-white text-ink hover:bg-slate-50'
          }`}
        >
          Last {window} days
        </button>
      ))}
    </div>
  );
}

type PerformancePanelProps = {
  headingId: string;
  heading: string;
  lead: string;
  /** What the figures are of, for the table's caption. */
  subject: string;
  window: PerformanceWindow;
  onWindow: (window: PerformanceWindow) => void;
  /** The window's figures once loaded (the last ones stay while the next window loads). */
  series: PerformanceSeries | undefined;
  /** Set when the figures could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** More controls beside the period (the dashboard's CSV download). */
  actions?: ReactNode;
};

/** A card of the figures over time: heading, period, the charts, or why they are not there. */
export function PerformancePanel(props: PerformancePanelProps) {
  const { headingId, heading, lead, subject, window, onWindow, series, failed, onRetry } = props;
  return (
    <Card headingId={headingId} title={heading} lead={lead}>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <PeriodSwitch value={window} onChange={onWindow} />
        {props.actions}
      </div>
      <div className="mt-4" aria-busy={!series && !failed}>
        {failed ? (
          <RetryAlert message="Could not load the figures" onRetry={onRetry} />
        ) : series ? (
          <PerformanceCharts series={series} subject={subject} />
        ) : (
          <p role="status" className="text-muted">
            Loading the figures…
          </p>
        )}
      </div>
    </Card>
  );
}
