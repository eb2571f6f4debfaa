import { DualRangeSlider } from '../../ui/dual-range-slider';
import {
  rangeFromSlider,
  sliderPositions,
  type RangeLimits,
  type RangeValue,
} from '../range-values';
import { NumberInput } from './number-input';

type RangeFieldProps = {
  id: string;
  legend: string;
  /** Names of the lower and upper ends ('Min price', 'Max price'). */
  ends: readonly [string, string];
  value: RangeValue;
  limits: RangeLimits;
  onChange: (value: RangeValue) => void;
  format: (value: number) => string;
  /** Under the track's two ends; default the scale's ends, formatted. */
  scaleLabels?: readonly [string, string];
  prefix?: string;
};

/**
 * A range typed at both ends and set with a two-thumb slider; the numbers and the thumbs move
 * together. An empty box has its thumb at its end of the scale, and a thumb taken to its end
 * empties its box: no filter (decision 035).
 */
export function RangeField({
  id,
  legend,
  ends,
  value,
  limits,
  onChange,
  format,
  scaleLabels = [format(limits.min), format(limits.max)],
  prefix,
}: RangeFieldProps) {
  const positions = sliderPositions(value, limits);
  // Only the end whose thumb moved changes: a typed value beyond the slider's scale stays.
  function slide([low, high]: [number, number]) {
    const slid = rangeFromSlider(low, high, limits);
    onChange({
      min: low === positions[0] ? value.min : slid.min,
      max: high === positions[1] ? value.max : slid.max,
    });
  }
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-3">
        <NumberInput
          id={`${id}-min`}
          label={ends[0]}
          value={value.min}
          placeholder="No min"
          prefix={prefix}
          onChange={(min) => onChange({ ...value, min })}
        />
        <NumberInput
          id={`${id}-max`}
          label={ends[1]}
          value={value.max}
          placeholder="No max"
          prefix={prefix}
          onChange={(max) => onChange({ ...value, max })}
        />
      </div>
      <div className="mt-2">
        <DualRangeSlider
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={positions}
          labels={[`${ends[0]} slider`, `${ends[1]} slider`]}
          valueTexts={[
            value.min === undefined ? 'No min' : format(value.min),
            value.max === undefined ? 'No max' : format(value.max),
          ]}
          onChange={slide}
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-muted">
          <span>{scaleLabels[0]}</span>
          <span>{scaleLabels[1]}</span>
        </div>
      </div>
    </fieldset>
  );
}
