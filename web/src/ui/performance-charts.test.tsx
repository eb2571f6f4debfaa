import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PerformanceSeries } from '#shared/performance';
import { PerformanceCharts, PerformancePanel, PeriodSwitch } from './performance-charts';

const zero = { views: 0, enquiries: 0, reveals: 0, saves: 0, appearances: 0 };
const series: PerformanceSeries = {
  from: '2026-11-27',
  to: '2026-11-29',
  days: [
    { date: '2026-11-27', ...zero, views: 4, appearances: 60 },
    { date: '2026-11-28', ...zero },
    { date: '2026-11-29', ...zero, views: 8, enquiries: 1, appearances: 90 },
  ],
  totals: { ...zero, views: 12, enquiries: 1, appearances: 150 },
};

describe('the performance charts', () => {
  const html = renderToStaticMarkup(<PerformanceCharts series={series} subject="this listing" />);

  it('draw a chart a figure, a bar a day, hidden from screen readers, with its summary as caption', () => {
    expect(html.match(/<figure/g)).toHaveLength(5);
    expect(html.match(/<svg aria-hidden="true"/g)).toHaveLength(5);
    expect(html).toContain(
      '<figcaption class="mt-2 text-sm text-muted">Views: 12 in the last 3 days. Busiest day: 29 November 2026 (8).</figcaption>',
    );
    expect(html).toContain('Phone reveals: none in the last 3 days.');
    // Three days, one bar each per chart; a day of nothing is a bar of no height.
    expect(html.match(/<rect /g)).toHaveLength(15);
  });

  it('hold every number in a table behind a disclosure, newest day first', () => {
    expect(html).toContain('<summary');
    expect(html).toContain(
      'Figures for this listing per day, 27 November 2026 to 29 November 2026, newest first',
    );
    const rows = [...html.matchAll(/<th scope="row"[^>]*><time dateTime="([\d-]+)">/g)].map(
      (m) => m[1],
    );
    expect(rows).toEqual(['2026-11-29', '2026-11-28', '2026-11-27']);
  });
});

describe('the period switch and the panel', () => {
  it('press the chosen period', () => {
    const html = renderToStaticMarkup(<PeriodSwitch value={90} onChange={() => {}} />);
    expect(html).toContain('role="group" aria-label="Period"');
    expect(html).toMatch(/aria-pressed="false"[^>]*>Last 30 days/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Last 90 days/);
  });

  it('say when the figures could not be loaded, or are loading', () => {
    const props = {
      headingId: 'p',
      heading: 'Performance over time',
      lead: 'Lead',
      subject: 'x',
      window: 30 as const,
      onWindow: () => {},
      onRetry: () => {},
    };
    expect(
      renderToStaticMarkup(<PerformancePanel {...props} series={undefined} failed />),
    ).toContain('Could not load the figures');
    expect(
      renderToStaticMarkup(<PerformancePanel {...props} series={undefined} failed={false} />),
    ).toContain('Loading the figures…');
  });
});
