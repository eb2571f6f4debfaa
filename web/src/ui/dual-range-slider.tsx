import { useLayoutEffect, useRef } from 'react';

type DualRangeSliderProps = {
  min: number;
  max: number;
  step: number;
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the lower and upper thumbs. */
  labels: readonly [string, string];
  /** What a screen reader announces for each thumb ('£5,000', 'No max'). */
  valueTexts: readonly [string, string];
};

/*
 * Two native range inputs laid over one track: each thumb keeps the keyboard behaviour of a
 * range input (arrows, Page Up/Down, Home, End) and its own label. The inputs ignore the
 * pointer so the one underneath stays reachable; their thumbs take it back.
 */
const THUMB = [
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent',
  'focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-pointer [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-white',
  // The focused thumb gets the site's focus colour as a ring (the input box spans both thumbs).
  'focus-visible:[&::-webkit-slider-thumb]:shadow-[0_0_0_3px_#fff,0_0_0_6px_var(--focus-ring)]',
  'focus-visible:[&::-moz-range-thumb]:shadow-[0_0_0_3px_#fff,0_0_0_6px_var(--focus-ring)]',
].join(' ');

export function DualRangeSlider({
  min,
  max,
  step,
  value,
  onChange,
  labels,
  valueTexts,
}: DualRangeSliderProps) {
  const [low, high] = value;
  const percent = (position: number) => ((position - min) / (max - min)) * 100;
  // Thumbs at the same place near the top: the lower one must be on top to be dragged back.
  const lowOnTop = low >= max - (max - min) / 10;
  const fillRef = useRef<HTMLDivElement>(null);
  const left = percent(low);
  const right = 100 - percent(high);
  // Through the CSSOM rather than a style attribute: the CSP (style-src 'self') refuses style
  // attributes in served HTML, while scripts may still set an element's style properties.
  useLayoutEffect(() => {
    const fill = fillRef.current;
    if (!fill) return;
    fill.style.left = `${left}%`;
    fill.style.right = `${right}%`;
  }, [left, right]);

  return (
    <div className="relative h-8">
      {/* Inset by half a thumb: the thumbs' centres travel between these ends. */}
      <div className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-300">
        {/* The whole track until the layout effect places the ends (the unfiltered range). */}
        <div ref={fillRef} className="absolute inset-0 rounded-full bg-brand-700" />
      </div>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={low}
        aria-label={labels[0]}
        aria-valuetext={valueTexts[0]}
        onChange={(event) => onChange([Math.min(Number(event.target.value), high), high])}
        className={`${THUMB} ${lowOnTop ? 'z-20' : 'z-10'}`}
      />
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={high}
        aria-label={labels[1]}
        aria-valuetext={valueTexts[1]}
        onChange={(event) => onChange([low, Math.max(Number(event.target.value), low)])}
        className={`${THUMB} ${lowOnTop ? 'z-10' : 'z-20'}`}
      />
    </div>
  );
}
