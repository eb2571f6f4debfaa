import { formatLongDate, formatNumber } from '#shared/format';
import { METRIC_LABELS, type PerformanceMetric, type PerformanceSeries } from '#shared/performance';

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2026-11-03' -> '3 Nov' (an axis label; the day is already a UK day). */
export function shortDay(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${SHORT_MONTHS[month - 1]}`;
}

/**
 * What a chart of one figure says to a screen reader, and under the chart to everyone: the
 * total over the window and its busiest day ('Views: 1,234 in the last 30 days. Busiest day:
 * 3 November 2026 (45).'), or that there were none.
 */
export function metricSummary(series: PerformanceSeries, metric: PerformanceMetric): string {
  const label = METRIC_LABELS[metric];
  const total = series.totals[metric];
  const span = `in the last ${series.days.length} days`;
  if (total === 0) return `${label}: none ${span}.`;
  const busiest = series.days.reduce((best, day) => (day[metric] > best[metric] ? day : best));
  return `${label}: ${formatNumber(total)} ${span}. Busiest day: ${formatLongDate(busiest.date)} (${formatNumber(busiest[metric])}).`;
}
