import {
  CAB_TYPES,
  EURO_STANDARDS,
  ROOF_HEIGHT_CODES,
  ROOF_HEIGHTS,
  VAN_SPEC_LABELS,
  WHEELBASE_CODES,
  WHEELBASES,
} from '../vehicle/van-specs';

/*
 * The import's van specification columns (issue 31): how a dealer's spreadsheet may write the
 * choices (the stored value, the site's label, the maker's L and H codes, 'Euro 6'), read into
 * the form's values; the form's own rules then check them as they check a typed listing.
 */

/** The specification's figure columns: numbers (commas are fine), as the form's fields. */
export const VAN_SPEC_FIGURE_COLUMNS = [
  'seats',
  'payload_kg',
  'gross_vehicle_weight_kg',
  'kerb_weight_kg',
  'load_length_mm',
  'load_width_mm',
  'load_height_mm',
  'width_between_arches_mm',
  'load_volume_m3',
  'previous_owners',
] as const;

/** The specification's choice columns and what each accepts besides its stored values. */
export const VAN_SPEC_CHOICE_COLUMNS = {
  wheelbase: { values: WHEELBASES, codes: WHEELBASE_CODES as Record<string, string> },
  roof_height: { values: ROOF_HEIGHTS, codes: ROOF_HEIGHT_CODES as Record<string, string> },
  cab_type: { values: CAB_TYPES, codes: { double: 'crew', 'double cab': 'crew' } },
  euro_standard: { values: EURO_STANDARDS, codes: {} as Record<string, string> },
} as const;
export type VanSpecChoiceColumn = keyof typeof VAN_SPEC_CHOICE_COLUMNS;

const loose = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/**
 * A choice cell's stored value: 'lwb', 'LWB', 'L3', 'Long (LWB, L3)'; 'high', 'H3'; 'crew',
 * 'double'; 'euro_6', 'Euro 6', 'EURO6'. Undefined when it is none of them.
 */
export function vanSpecChoiceOf(column: VanSpecChoiceColumn, text: string): string | undefined {
  const { values, codes } = VAN_SPEC_CHOICE_COLUMNS[column];
  const labels = VAN_SPEC_LABELS[column] as Record<string, string>;
  const wanted = loose(text);
  const compact = wanted.replace(/\s/g, '');
  const byCode = Object.entries(codes).find(([code]) => loose(code) === wanted)?.[1];
  if (byCode) return byCode;
  return (values as readonly string[]).find(
    (value) =>
      loose(value) === wanted ||
      loose(value).replace(/\s/g, '') === compact ||
      loose(labels[value] ?? '') === wanted,
  );
}
