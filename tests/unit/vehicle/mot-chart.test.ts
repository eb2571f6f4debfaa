import { describe, expect, it } from 'vitest';
import type { MotTest } from '#shared/vehicle/mot-history';
import { MOT_CHART, motChartGeometry, niceTop } from '#web/listing/mot-chart';

const test = (date: string, mileage: number | null): MotTest => ({
  date,
  result: 'pass',
  mileage,
  expiry_date: null,
  advisories: [],
  failures: [],
});

describe('motChartGeometry: mileage over time', () => {
  it('places readings oldest first from left to right, rising upwards', () => {
    const chart = motChartGeometry(
      [test('2025-03-01', 60_000), test('2024-03-01', 40_000), test('2023-03-01', 20_000)],
      65_000,
    )!;
    const xs = chart.points.map((p) => p.x);
    const ys = chart.points.map((p) => p.y);
    expect(xs[0]).toBe(MOT_CHART.left);
    expect(xs[2]).toBe(MOT_CHART.width - MOT_CHART.right);
    expect(ys[0]).toBeGreaterThan(ys[1]!);
    expect(ys[1]).toBeGreaterThan(ys[2]!);
    expect(chart.path.startsWith(`M${xs[0]} ${ys[0]}`)).toBe(true);
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0', '50k', '100k']);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['2023', '2025']);
    expect(chart.description).toBe(
      '3 readings, from 20,000 miles on 01/03/2023 to 60,000 miles on 01/03/2025. Advertised: 65,000 miles.',
    );
  });

  it('skips tests that did not read the odometer, and draws nothing without a reading', () => {
    expect(motChartGeometry([test('2025-03-01', null)], 1000)).toBeUndefined();
    const one = motChartGeometry([test('2025-03-01', 1000), test('2024-03-01', null)], 1200)!;
    expect(one.points).toHaveLength(1);
    expect(one.points[0]!.x).toBeGreaterThan(MOT_CHART.left);
    expect(one.description).toMatch(/^One reading: 1,000 miles on 01\/03\/2025/);
  });

  it('keeps an advert above every reading inside the scale', () => {
    const chart = motChartGeometry([test('2025-03-01', 10_000)], 120_000)!;
    expect(chart.advertisedY).toBeGreaterThanOrEqual(MOT_CHART.top);
  });

  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect([niceTop(0), niceTop(950), niceTop(68_412), niceTop(121_300), niceTop(500_000)]).toEqual(
      [1000, 1000, 100_000, 200_000, 500_000],
    );
  });
});
