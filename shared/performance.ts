import { z } from 'zod';

/**
 * A seller's performance over time (issue 33 §5, decision 073): five figures per UK day, per
 * listing and per account, kept 90 days. Shared by the routes, the page and the CSV.
 */

/** The figures counted per day, in the order the chart, the table and the CSV show them. */
export const PERFORMANCE_METRICS = [
  'views',
  'enquiries',
  'reveals',
  'saves',
  'appearances',
] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

/** What each figure is called on the page. */
export const METRIC_LABELS: Record<PerformanceMetric, string> = {
  views: 'Views',
  enquiries: 'Enquiries',
  reveals: 'Phone reveals',
  saves: 'Saves',
  appearances: 'Search appearances',
};

/** The CSV's column of each figure (the header row after `date`). */
export const METRIC_CSV_COLUMNS: Record<PerformanceMetric, string> = {
  views: 'views',
  enquiries: 'enquiries',
  reveals: 'phone_reveals',
  saves: 'saves',
  appearances: 'search_appearances',
};

/** How many days are kept (the daily items' TTL) and the windows a seller may ask for. */
export const PERFORMANCE_RETENTION_DAYS = 90;
export const PERFORMANCE_WINDOWS = [30, 90] as const;
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];

/** `?days=30|90` (90 when left out); anything else is a 400 that says what is allowed. */
export const performanceQuerySchema = z.object({
  days: z
    .enum(['30', '90'], { error: 'days must be 30 or 90' })
    .default('90')
    .transform((days) => Number(days) as PerformanceWindow),
});

const count = z.number().int().min(0);

/** One UK day's figures ('YYYY-MM-DD'). */
export const performanceDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  views: count,
  enquiries: count,
  reveals: count,
  saves: count,
  appearances: count,
});
export type PerformanceDay = z.infer<typeof performanceDaySchema>;
export type PerformanceTotals = Omit<PerformanceDay, 'date'>;

/** Every day of the window, oldest first, today last (days with nothing are zeros), and the sums. */
export const performanceSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(performanceDaySchema),
  totals: performanceDaySchema.omit({ date: true }),
});
export type PerformanceSeries = z.infer<typeof performanceSeriesSchema>;

/** A count of one figure on one listing of one seller: what a request hands to the counter. */
export type ListingActivity = {
  metric: PerformanceMetric;
  listingId: string;
  sellerId: string;
  /** How many (1 unless a search page showed the listing more than once). */
  count?: number;
};

/** Records counts; resolves once they are buffered (and flushed, when a flush was due). */
export type RecordActivity = (activity: readonly ListingActivity[]) => Promise<void>;

/** The CSV file's name for a window. */
export function performanceCsvName(series: Pick<PerformanceSeries, 'from' | 'to'>): string {
  return `vanyard-performance-${series.from}-to-${series.to}.csv`;
}

/** The account's figures as CSV: a header row, then one row per day, dates in ISO. */
export function performanceCsv(series: Pick<PerformanceSeries, 'days'>): string {
  const header = ['date', ...PERFORMANCE_METRICS.map((metric) => METRIC_CSV_COLUMNS[metric])];
  const rows = series.days.map((day) =>
    [day.date, ...PERFORMANCE_METRICS.map((metric) => String(day[metric]))].join(','),
  );
  return `${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
