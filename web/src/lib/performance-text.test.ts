import { describe, expect, it } from 'vitest';
import type { PerformanceSeries } from '#shared/performance';
import { metricSummary, shortDay } from './performance-text';

const zero = { views: 0, enquiries: 0, reveals: 0, saves: 0, appearances: 0 };
const series: PerformanceSeries = {
  from: '2026-11-01',
  to: '2026-11-03',
  days: [
    { date: '2026-11-01', ...zero, views: 4 },
    { date: '2026-11-02', ...zero, views: 1234 },
    { date: '2026-11-03', ...zero, views: 9 },
  ],
  totals: { ...zero, views: 1247 },
};

describe('performance texts', () => {
  it('names a day short for an axis', () => {
    expect(shortDay('2026-11-03')).toBe('3 Nov');
    expect(shortDay('2027-01-31')).toBe('31 Jan');
  });

  it('sums a figure and names its busiest day', () => {
    expect(metricSummary(series, 'views')).toBe(
      'Views: 1,247 in the last 3 days. Busiest day: 2 November 2026 (1,234).',
    );
  });

  it('says when there were none', () => {
    expect(metricSummary(series, 'reveals')).toBe('Phone reveals: none in the last 3 days.');
  });
});
