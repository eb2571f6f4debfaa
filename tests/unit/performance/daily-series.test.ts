import { describe, expect, it } from 'vitest';
import { performanceCsv, performanceCsvName, type PerformanceDay } from '#shared/performance';
import { dailySeries, windowDays } from '#lambdas/performance/daily-series';
import { dailyItemExpiry } from '#lambdas/performance/performance-repo';

const day = (date: string, figures: Partial<PerformanceDay> = {}): PerformanceDay => ({
  date,
  views: 0,
  enquiries: 0,
  reveals: 0,
  saves: 0,
  appearances: 0,
  ...figures,
});

describe('a daily series', () => {
  const now = new Date('2026-11-29T10:00:00Z');

  it('has every UK day of the window, oldest first and today last, with zeros for the gaps', () => {
    const series = dailySeries(
      [day('2026-11-29', { views: 3 }), day('2026-11-01', { views: 5, enquiries: 1 })],
      now,
      30,
    );
    expect(series.days).toHaveLength(30);
    expect(series.from).toBe('2026-10-31');
    expect(series.to).toBe('2026-11-29');
    expect(series.days[0]).toEqual(day('2026-10-31'));
    expect(series.days[1]).toEqual(day('2026-11-01', { views: 5, enquiries: 1 }));
    expect(series.days[29]).toEqual(day('2026-11-29', { views: 3 }));
    expect(series.totals).toEqual({ views: 8, enquiries: 1, reveals: 0, saves: 0, appearances: 0 });
  });

  it('covers 90 days across the clock change, and leaves out days outside the window', () => {
    const series = dailySeries(
      [day('2026-08-31', { views: 100 }), day('2026-09-01', { views: 2 })],
      now,
      90,
    );
    expect(series.days).toHaveLength(90);
    expect(series.from).toBe('2026-09-01');
    expect(new Set(series.days.map((d) => d.date)).size).toBe(90);
    expect(series.days.map((d) => d.date)).toContain('2026-10-25'); // the clocks went back
    expect(series.totals.views).toBe(2);
  });

  it('ends on the UK day: at 00:30 BST on 1 July, today is 1 July', () => {
    expect(windowDays(new Date('2026-06-30T23:30:00Z'), 30)).toEqual({
      from: '2026-06-02',
      to: '2026-07-01',
    });
    expect(windowDays(new Date('2026-12-31T23:30:00Z'), 30).to).toBe('2026-12-31');
  });

  it('keeps a daily item until the 90-day window no longer shows it, from midnight in London', () => {
    // 2026-08-01 + 91 days = 2026-10-31, whose midnight in London is 00:00 GMT.
    expect(dailyItemExpiry('2026-08-01')).toBe(Date.parse('2026-10-31T00:00:00Z') / 1000);
    // 2026-06-01 + 91 days = 2026-08-31, midnight BST = 23:00 UTC the day before.
    expect(dailyItemExpiry('2026-06-01')).toBe(Date.parse('2026-08-30T23:00:00Z') / 1000);
  });
});

describe('the CSV', () => {
  it('is a header row then one row per day, dates in ISO, and a name from the window', () => {
    const series = dailySeries(
      [day('2026-11-28', { views: 12, appearances: 140, saves: 1 })],
      new Date('2026-11-29T10:00:00Z'),
      30,
    );
    const lines = performanceCsv(series).split('\r\n');
    expect(lines[0]).toBe('date,views,enquiries,phone_reveals,saves,search_appearances');
    expect(lines).toHaveLength(32); // header, 30 days, and the final line break
    expect(lines[1]).toBe('2026-10-31,0,0,0,0,0');
    expect(lines[29]).toBe('2026-11-28,12,0,0,1,140');
    expect(lines[31]).toBe('');
    expect(performanceCsvName(series)).toBe('vanyard-performance-2026-10-31-to-2026-11-29.csv');
  });
});
