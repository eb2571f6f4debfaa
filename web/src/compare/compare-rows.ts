import { LABELS } from '#shared/catalogue/enums';
import type { CompareItem, CompareVan } from '#shared/compare';
import { formatMileage, formatNumber, formatPrice } from '#shared/format';
import { vatWords } from '#shared/vat';
import { distanceText, sellerLabel } from '../lib/card-copy';

/** One cell: its lines of text (features are a list, price its figure and VAT words). */
export type CompareCell = { lines: string[] };

export type CompareRow = {
  key: string;
  label: string;
  /** One per van, in the vans' order; null for a van no longer available. */
  cells: (CompareCell | null)[];
  /** The available vans do not all say the same (needs two of them to say anything). */
  differs: boolean;
};

type RowSpec = { key: string; label: string; lines: (van: CompareVan) => string[] };

const NOT_STATED = 'Not stated';

/** The rows of issue 32 §4, in the order a buyer weighs them. */
const ROWS: RowSpec[] = [
  { key: 'price', label: 'Price', lines: (van) => [formatPrice(van.price), vatWords(van)] },
  { key: 'year', label: 'Year', lines: (van) => [String(van.year)] },
  { key: 'mileage', label: 'Mileage', lines: (van) => [formatMileage(van.mileage)] },
  { key: 'fuel', label: 'Fuel', lines: (van) => [LABELS.fuel_type[van.fuel_type]] },
  { key: 'gearbox', label: 'Gearbox', lines: (van) => [LABELS.transmission[van.transmission]] },
  {
    key: 'body',
    label: 'Body',
    lines: (van) => [van.body_type ? LABELS.body_type[van.body_type] : NOT_STATED],
  },
  {
    key: 'ulez',
    label: 'ULEZ',
    lines: (van) => [van.ulez_compliant ? 'Compliant' : 'Not compliant'],
  },
  {
    key: 'engine',
    label: 'Engine',
    lines: (van) => [van.engine_size_cc ? `${formatNumber(van.engine_size_cc)} cc` : NOT_STATED],
  },
  {
    key: 'features',
    label: 'Features',
    lines: (van) => (van.features.length > 0 ? van.features : ['None listed']),
  },
  { key: 'seller', label: 'Seller type', lines: (van) => [sellerLabel(van.seller_type)] },
];

const DISTANCE_ROW: RowSpec = {
  key: 'distance',
  label: 'Distance',
  lines: (van) => [van.distance_miles === null ? 'Not known' : distanceText(van.distance_miles)],
};

/**
 * The compare table's rows: each van's value, and whether the vans differ on it. Only the
 * vans still available count (a sold one has nothing to compare); with fewer than two, no row
 * differs. Distance is a row only when the page has a postcode.
 */
export function compareRows(items: CompareItem[], withDistance: boolean): CompareRow[] {
  const specs = withDistance ? [...ROWS, DISTANCE_ROW] : ROWS;
  return specs.map((spec) => {
    const cells = items.map((item) => (item.available ? { lines: spec.lines(item) } : null));
    const values = cells.flatMap((cell) => (cell ? [cell.lines.join('\n')] : []));
    return {
      key: spec.key,
      label: spec.label,
      cells,
      differs: values.length >= 2 && new Set(values).size > 1,
    };
  });
}
