import { ENGINE_BANDS } from '../../../shared/search/constants';

/** A slider's scale and the default range that means "any" (shared/search/constants.ts). */
export type RangeLimits = {
  min: number;
  max: number;
  step: number;
  defaultMin: number;
  defaultMax: number;
};

export type RangeValue = { min?: number; max?: number };

/** Where the two thumbs sit for a filter range: unset ends at the default range, all clamped. */
export function sliderPositions({ min, max }: RangeValue, limits: RangeLimits): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, limits.min), limits.max);
  const low = clamp(min ?? limits.defaultMin);
  const high = clamp(max ?? limits.defaultMax);
  return low <= high ? [low, high] : [high, low];
}

/**
 * The filter range for thumb positions: a thumb left at its default end sets nothing, so a
 * slider nobody moved hides no van (docs/decisions/010-search-behaviour.md).
 */
export function rangeFromSlider(low: number, high: number, limits: RangeLimits): RangeValue {
  return {
    min: low === limits.defaultMin ? undefined : low,
    max: high === limits.defaultMax ? undefined : high,
  };
}

/** Typed numbers: '£12,500', '12 500' and '12500' are all 12500; '' is unset; anything else is NaN. */
export function parseTypedNumber(text: string): number | undefined {
  const compact = text.replace(/[£,\s]/g, '');
  if (compact === '') return undefined;
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The ENGINE_BANDS index a min/max pair is, -1 for a range that is no band, undefined for none. */
export function engineBandIndex(min?: number, max?: number): number | undefined {
  if (min === undefined && max === undefined) return undefined;
  return ENGINE_BANDS.findIndex((band) => band.min === min && band.max === max);
}
