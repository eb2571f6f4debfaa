import { ENGINE_BANDS } from '#shared/search/constants';

/** A slider's scale (shared/search/constants.ts). */
export type RangeLimits = { min: number; max: number; step: number };

export type RangeValue = { min?: number; max?: number };

/**
 * Where the two thumbs sit for a filter range: a set end at its value (kept on the scale), an
 * unset end at its end of the scale, so a thumb never shows a limit its box does not have.
 */
export function sliderPositions({ min, max }: RangeValue, limits: RangeLimits): [number, number] {
  const clamp = (value: number) => Math.min(Math.max(value, limits.min), limits.max);
  const low = clamp(min ?? limits.min);
  const high = clamp(max ?? limits.max);
  return low <= high ? [low, high] : [high, low];
}

/**
 * The filter range for thumb positions: a thumb at its end of the scale sets nothing, so a
 * slider nobody moved hides no van (decisions 010 and 035).
 */
export function rangeFromSlider(low: number, high: number, limits: RangeLimits): RangeValue {
  return {
    min: low === limits.min ? undefined : low,
    max: high === limits.max ? undefined : high,
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
