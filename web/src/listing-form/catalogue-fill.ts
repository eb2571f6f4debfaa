import {
  CATALOGUE_FIGURES,
  specsFor,
  type CatalogueFigure,
  type CatalogueFigures,
} from '#shared/vehicle/derivative-lookup';
import {
  ROOF_HEIGHTS,
  WHEELBASES,
  type RoofHeight,
  type Wheelbase,
} from '#shared/vehicle/van-specs';
import { typedYear, type ListingFormValues } from './form-values';

/** Beside a figure the catalogue filled, until the seller edits it. */
export const FROM_CATALOGUE_NOTE = "From the manufacturer's figures";

/** What the catalogue fill reads: a change to any of these may fill other figures. */
const CATALOGUE_KEYS = ['make', 'model', 'year', 'wheelbase', 'roof_height'] as const;

const isWheelbase = (value: string): value is Wheelbase =>
  (WHEELBASES as readonly string[]).includes(value);
const isRoof = (value: string): value is RoofHeight =>
  (ROOF_HEIGHTS as readonly string[]).includes(value);

/**
 * The catalogue's figures for the make, model, wheelbase and roof chosen (of the generation
 * built in the year typed, when there is one), or undefined until all four are chosen and
 * catalogued.
 */
export function catalogueFiguresOf(
  values: Pick<ListingFormValues, (typeof CATALOGUE_KEYS)[number]>,
): CatalogueFigures | undefined {
  const { make, model, wheelbase, roof_height: roof } = values;
  if (!make || !model || !isWheelbase(wheelbase) || !isRoof(roof)) return undefined;
  return specsFor(make, model, wheelbase, roof, typedYear(values.year));
}

/**
 * The figures follow the catalogue while the seller has not typed in them (issue 31 §1): a
 * figure the seller set (or the lookup filled, or an edit form started with) is never
 * overwritten; the others hold the catalogue's figure for the current choice, or nothing.
 * Only a change of make, model, year, wheelbase or roof moves them.
 */
export function withCatalogueFigures(
  next: ListingFormValues,
  previous: ListingFormValues,
  changed: ReadonlySet<string>,
): ListingFormValues {
  if (CATALOGUE_KEYS.every((key) => next[key] === previous[key])) return next;
  const figures = catalogueFiguresOf(next);
  let values = next;
  for (const field of CATALOGUE_FIGURES) {
    if (changed.has(field)) continue;
    const figure = figures?.[field];
    const text = figure == null ? '' : String(figure);
    if (values[field] !== text) values = { ...values, [field]: text };
  }
  return values;
}

/** The figures showing the catalogue's number: filled by it and not edited since. */
export function catalogueFilled(
  values: ListingFormValues,
  changed: ReadonlySet<string>,
): ReadonlySet<CatalogueFigure> {
  const figures = catalogueFiguresOf(values);
  return new Set(
    CATALOGUE_FIGURES.filter(
      (field) =>
        !changed.has(field) && figures?.[field] != null && values[field] === String(figures[field]),
    ),
  );
}
