import { describe, expect, it } from 'vitest';
import { MILEAGE_LIMIT, PRICE_LIMIT } from '../../../shared/search/constants';
import {
  engineBandIndex,
  parseTypedNumber,
  rangeFromSlider,
  sliderPositions,
} from './range-values';

describe('range sliders', () => {
  it('show an unset range at the default range', () => {
    expect(sliderPositions({}, PRICE_LIMIT)).toEqual([0, 100_000]);
    expect(sliderPositions({}, MILEAGE_LIMIT)).toEqual([0, 200_000]);
  });

  it('follow typed values, clamped to the slider scale', () => {
    expect(sliderPositions({ min: 5000, max: 250_000 }, PRICE_LIMIT)).toEqual([5000, 100_000]);
    expect(sliderPositions({ max: 230_000 }, MILEAGE_LIMIT)).toEqual([0, 230_000]);
  });

  it('set no filter for a thumb left at its default end', () => {
    expect(rangeFromSlider(0, 100_000, PRICE_LIMIT)).toEqual({ min: undefined, max: undefined });
    expect(rangeFromSlider(0, 200_000, MILEAGE_LIMIT)).toEqual({ min: undefined, max: undefined });
    expect(rangeFromSlider(2000, 250_000, MILEAGE_LIMIT)).toEqual({ min: 2000, max: 250_000 });
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
