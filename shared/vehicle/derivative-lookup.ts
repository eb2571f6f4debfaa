import { DERIVATIVES, type Derivative, type FigureRange } from './derivatives';
import {
  ROOF_HEIGHTS,
  WHEELBASES,
  type RoofHeight,
  type VanSpecs,
  type Wheelbase,
} from './van-specs';

/**
 * Lookups the listing form uses (issue 31): the catalogue's variants of a make and model, and the
 * figures to fill once the seller has chosen wheelbase and roof. Filled figures stay editable; the
 * form marks them 'from the manufacturer's figures'.
 */

/** The figures the form fills from the catalogue. */
export const CATALOGUE_FIGURES = [
  'load_length_mm',
  'load_width_mm',
  'width_between_arches_mm',
  'load_height_mm',
  'load_volume_m3',
  'gross_vehicle_weight_kg',
  'kerb_weight_kg',
  'payload_kg',
  'seats',
] as const satisfies readonly (keyof VanSpecs)[];

export type CatalogueFigure = (typeof CATALOGUE_FIGURES)[number];

/** What to fill: null where the catalogue has no single figure (not published, or a range). */
export type CatalogueFigures = Record<CatalogueFigure, number | null>;

function single(value: number | FigureRange | null): number | null {
  return typeof value === 'number' ? value : null;
}

/** A derivative's figures as the form fills them: ranges are left for the seller to give. */
export function figuresOf(derivative: Derivative): CatalogueFigures {
  const figures = {} as CatalogueFigures;
  for (const name of CATALOGUE_FIGURES) figures[name] = single(derivative[name]);
  return figures;
}

function newestFirst(a: Derivative, b: Derivative): number {
  return (
    b.years.from - a.years.from ||
    WHEELBASES.indexOf(a.wheelbase) - WHEELBASES.indexOf(b.wheelbase) ||
    ROOF_HEIGHTS.indexOf(a.roof_height) - ROOF_HEIGHTS.indexOf(b.roof_height)
  );
}

/** Every catalogued variant of a make and model (names as in MAKES_AND_MODELS), newest first. */
export function derivativesFor(make: string, model: string): Derivative[] {
  return DERIVATIVES.filter((entry) => entry.make === make && entry.model === model).sort(
    newestFirst,
  );
}

function built(entry: Derivative, year: number): boolean {
  return entry.years.from <= year && (entry.years.to === null || year <= entry.years.to);
}

/**
 * The variant of a make, model, wheelbase and roof: of the generation built in `year` where it is
 * given (the newer one in a changeover year), else the newest generation catalogued.
 */
export function derivativeFor(
  make: string,
  model: string,
  wheelbase: Wheelbase,
  roof: RoofHeight,
  year?: number,
): Derivative | undefined {
  const matches = derivativesFor(make, model).filter(
    (entry) => entry.wheelbase === wheelbase && entry.roof_height === roof,
  );
  return year === undefined ? matches[0] : matches.find((entry) => built(entry, year));
}

/** The figures to fill for a make, model, wheelbase and roof, or undefined when not catalogued. */
export function specsFor(
  make: string,
  model: string,
  wheelbase: Wheelbase,
  roof: RoofHeight,
  year?: number,
): CatalogueFigures | undefined {
  const derivative = derivativeFor(make, model, wheelbase, roof, year);
  return derivative && figuresOf(derivative);
}
