import { formatMileage, formatNumber } from '#shared/format';
import type { MotTest } from '#shared/vehicle/mot-history';
import { ukDateText } from '#shared/uk-date';

/** The chart's drawing box (SVG user units); the SVG scales to its column. */
/**
 * The chart's own units. It is drawn at most 448 px wide and about 300 px on a 390 px phone: a
 * 320-unit width keeps its 12-unit labels between 11 and 17 px across those (a 400-unit width
 * made them about 8 px on a phone).
 */
export const MOT_CHART = { width: 320, height: 180, left: 44, right: 10, top: 12, bottom: 26 };

export type MotChartPoint = { x: number; y: number; date: string; mileage: number };

export type MotChartGeometry = {
  points: MotChartPoint[];
  /** The line through the readings, oldest first (SVG path data). */
  path: string;
  /** The advertised mileage's height, for its dashed line. */
  advertisedY: number;
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  /** The chart in words: its accessible description. */
  description: string;
};

/** 1, 2 or 5 times a power of ten, at or above `value`. */
export function niceTop(value: number): number {
  if (value <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * Mileage over time: the readings of the tests that read the odometer, oldest first, placed by
 * date, against a scale from 0 to a round figure above the highest of them and the advert's.
 * Undefined with no reading to draw.
 */
export function motChartGeometry(
  tests: readonly MotTest[],
  advertisedMileage: number,
): MotChartGeometry | undefined {
  const read = tests
    .filter((test): test is MotTest & { mileage: number } => test.mileage !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = read[0];
  const last = read[read.length - 1];
  if (!first || !last) return undefined;
  const { width, height, left, right, top, bottom } = MOT_CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const start = dayMs(first.date);
  const span = dayMs(last.date) - start;
  const highest = niceTop(Math.max(advertisedMileage, ...read.map((test) => test.mileage)));
  const xOf = (date: string) =>
    span === 0 ? left + plotWidth / 2 : left + ((dayMs(date) - start) / span) * plotWidth;
  const yOf = (miles: number) => top + plotHeight - (miles / highest) * plotHeight;
  const points = read.map((test) => ({
    x: round(xOf(test.date)),
    y: round(yOf(test.mileage)),
    date: test.date,
    mileage: test.mileage,
  }));
  const years = [...new Set([first.date, last.date].map((date) => date.slice(0, 4)))];
  return {
    points,
    path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '),
    advertisedY: round(yOf(advertisedMileage)),
    yTicks: [0, highest / 2, highest].map((miles) => ({
      y: round(yOf(miles)),
      label: miles >= 1000 ? `${formatNumber(miles / 1000)}k` : formatNumber(miles),
    })),
    xTicks: years.map((year, i) => ({
      x: round(i === 0 ? xOf(first.date) : xOf(last.date)),
      label: year,
    })),
    description:
      read.length === 1
        ? `One reading: ${formatMileage(first.mileage)} on ${ukDateText(first.date)}. Advertised: ${formatMileage(advertisedMileage)}.`
        : `${read.length} readings, from ${formatMileage(first.mileage)} on ${ukDateText(first.date)} to ${formatMileage(last.mileage)} on ${ukDateText(last.date)}. Advertised: ${formatMileage(advertisedMileage)}.`,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
