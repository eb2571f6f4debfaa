import { describe, expect, it } from 'vitest';
import { MILEAGE_LIMIT, PRICE_LIMIT, yearScale } from '#shared/search/constants';
import {
  engineBandIndex,
  parseTypedNumber,
  rangeFromSlider,
  sliderPositions,
} from './range-values';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('range sliders', () => {
  it('show an unset range with each thumb at its end of the scale', () => {
    expect(sliderPositions({}, PRICE_LIMIT)).toEqual([0, 100_000]);
    expect(sliderPositions({}, MILEAGE_LIMIT)).toEqual([0, 250_000]);
    expect(sliderPositions({ min: 20_000 }, MILEAGE_LIMIT)).toEqual([20_000, 250_000]);
    expect(sliderPositions({}, yearScale(2004, NOW))).toEqual([2004, 2027]);
  });

  it('follow typed values, clamped to the slider scale', () => {
    expect(sliderPositions({ min: 5000, max: 250_000 }, PRICE_LIMIT)).toEqual([5000, 100_000]);
    expect(sliderPositions({ max: 230_000 }, MILEAGE_LIMIT)).toEqual([0, 230_000]);
    expect(sliderPositions({ min: 1990 }, yearScale(2004, NOW))).toEqual([2004, 2027]);
  });

  it('set no filter for a thumb at its end of the scale, and a filter anywhere else', () => {
    expect(rangeFromSlider(0, 100_000, PRICE_LIMIT)).toEqual({ min: undefined, max: undefined });
    expect(rangeFromSlider(0, 250_000, MILEAGE_LIMIT)).toEqual({ min: undefined, max: undefined });
    expect(rangeFromSlider(2000, 200_000, MILEAGE_LIMIT)).toEqual({ min: 2000, max: 200_000 });
    expect(rangeFromSlider(2004, 2026, yearScale(2004, NOW))).toEqual({
      min: undefined,
      max: 2026,
    });
  });
});

describe('the year scale', () => {
  it('runs from the oldest van in stock to next year', () => {
    expect(yearScale(2004, NOW)).toEqual({ min: 2004, max: 2027, step: 1 });
  });

  it('starts at 1980 while the stock is unknown or empty, and never below 1901', () => {
    expect(yearScale(undefined, NOW).min).toBe(1980);
    expect(yearScale(null, NOW).min).toBe(1980);
    expect(yearScale(1890, NOW).min).toBe(1901);
  });

  it('keeps at least one year of track when every van is from next year', () => {
    expect(yearScale(2027, NOW)).toEqual({ min: 2026, max: 2027, step: 1 });
  });
});

describe('typed numbers', () => {
  it('accept pounds signs, commas and spaces', () => {
    expect(parseTypedNumber('£12,500')).toBe(12_500);
    expect(parseTypedNumber(' 12 500 ')).toBe(12_500);
    expect(parseTypedNumber('')).toBeUndefined();
    expect(parseTypedNumber('12k')).toBeNaN();
    expect(parseTypedNumber('-5')).toBeNaN();
  });
});

describe('engine bands', () => {
  it('finds the band of a min/max pair', () => {
    expect(engineBandIndex(undefined, 1600)).toBe(0);
    expect(engineBandIndex(2501, undefined)).toBe(3);
    expect(engineBandIndex(1000, 1200)).toBe(-1);
    expect(engineBandIndex()).toBeUndefined();
  });
});
