import { LABELS } from '#shared/catalogue/enums';
import { formatLongDate, formatNumber, formatPrice } from '#shared/format';
import { DEFAULT_RADIUS_MILES, ENGINE_BANDS } from '#shared/search/constants';
import { featureFromSlug, type SearchFilters } from '#shared/search/filters';
import { withMake, withModel, withPostcode, withValues } from '#shared/search/filter-rules';
import { GOOD_PRICE_FILTER_LABEL } from '#shared/valuation/price-band';
import { searchNames } from './search-copy';
import { vanFilterChips } from './van-filter-chips';

/** One active filter above the results: its name, and the search without it. */
export type FilterChip = {
  /** Unique among the chips (React key, focus after a removal). */
  key: string;
  /** What the chip reads: 'Ford', 'Diesel', 'Up to £10,000'. */
  label: string;
  /** The filter set once this chip is removed (page 1). */
  without: SearchFilters;
};

/** 'From X', 'Up to Y', 'X to Y' (or just X when both ends are the same). */
function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
): string {
  if (min !== undefined && max !== undefined) {
    return min === max ? format(min) : `${format(min)} to ${format(max)}`;
  }
  return min !== undefined ? `From ${format(min)}` : `Up to ${format(max!)}`;
}

function engineLabel(min: number | undefined, max: number | undefined): string {
  const band = ENGINE_BANDS.find((entry) => entry.min === min && entry.max === max);
  return band ? band.label : `${rangeLabel(min, max, (cc) => formatNumber(cc))} cc`;
}

const SERVICE_HISTORY_LABELS = {
  full: 'Full service history',
  partial: 'Partial service history',
  none: 'No service history',
} as const;

/** Yes/no filters: the panel's checkbox label when true, a plain 'no' when a link says false. */
type Flag =
  'ulezCompliant' | 'priceIncludesVat' | 'priceNegotiable' | 'v5cLogbookAvailable' | 'hpiClear';
const FLAG_LABELS: Record<Flag, string> = {
  ulezCompliant: 'ULEZ compliant',
  priceIncludesVat: 'Price includes VAT',
  priceNegotiable: 'Price negotiable',
  v5cLogbookAvailable: 'V5C logbook available',
  hpiClear: 'HPI clear',
};

/**
 * The removable chips for a filter set, in the order of the URL's parameters. Each removal
 * follows the panel's own rules: removing the make removes its model, removing the postcode
 * removes its radius and the distance order.
 */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, without: SearchFilters) =>
    chips.push({ key, label, without });
  const names = searchNames(filters);

  if (names.make) add('make', names.make, withMake(filters, undefined));
  if (names.model) add('model', names.model, withModel(filters, undefined));
  if (names.location) add('location', names.location, withValues(filters, { location: undefined }));
  if (filters.search) {
    add('search', `Keywords: ${filters.search}`, withValues(filters, { search: undefined }));
  }
  if (filters.postcode) {
    const radius = filters.radius ?? DEFAULT_RADIUS_MILES;
    const { postcode } = filters;
    add(
      'postcode',
      radius === 'national' ? `Nearest to ${postcode}` : `Within ${radius} miles of ${postcode}`,
      withPostcode(filters, undefined),
    );
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    add(
      'price',
      rangeLabel(filters.minPrice, filters.maxPrice, formatPrice),
      withValues(filters, { minPrice: undefined, maxPrice: undefined }),
    );
  }
  if (filters.minMileage !== undefined || filters.maxMileage !== undefined) {
    add(
      'mileage',
      rangeLabel(filters.minMileage, filters.maxMileage, (miles) => formatNumber(miles)) + ' miles',
      withValues(filters, { minMileage: undefined, maxMileage: undefined }),
    );
  }
  if (filters.minYear !== undefined || filters.maxYear !== undefined) {
    const label = rangeLabel(filters.minYear, filters.maxYear, String);
    add(
      'year',
      filters.minYear === filters.maxYear ? `Year ${label}` : `Year: ${label.toLowerCase()}`,
      withValues(filters, { minYear: undefined, maxYear: undefined }),
    );
  }
  if (filters.condition) {
    add(
      'condition',
      LABELS.condition[filters.condition],
      withValues(filters, { condition: undefined }),
    );
  }
  if (filters.fuelType) {
    add(
      'fuelType',
      LABELS.fuel_type[filters.fuelType],
      withValues(filters, { fuelType: undefined }),
    );
  }
  if (filters.transmission) {
    add(
      'transmission',
      LABELS.transmission[filters.transmission],
      withValues(filters, { transmission: undefined }),
    );
  }
  if (filters.bodyType) {
    add(
      'bodyType',
      LABELS.body_type[filters.bodyType],
      withValues(filters, { bodyType: undefined }),
    );
  }
  if (filters.sellerType) {
    add(
      'sellerType',
      LABELS.seller_type[filters.sellerType],
      withValues(filters, { sellerType: undefined }),
    );
  }
  if (filters.minEngineCc !== undefined || filters.maxEngineCc !== undefined) {
    add(
      'engine',
      engineLabel(filters.minEngineCc, filters.maxEngineCc),
      withValues(filters, { minEngineCc: undefined, maxEngineCc: undefined }),
    );
  }
  if (filters.goodPrice) {
    add('goodPrice', GOOD_PRICE_FILTER_LABEL, withValues(filters, { goodPrice: undefined }));
  }
  for (const slug of filters.features ?? []) {
    const rest = filters.features!.filter((other) => other !== slug);
    add(
      `feature-${slug}`,
      featureFromSlug(slug) ?? slug,
      withValues(filters, { features: rest.length > 0 ? rest : undefined }),
    );
  }
  const flag = (key: Flag) => {
    const value = filters[key];
    if (value === undefined) return;
    const label = FLAG_LABELS[key];
    add(key, value ? label : `${label}: no`, withValues(filters, { [key]: undefined }));
  };
  flag('ulezCompliant');
  flag('priceIncludesVat');
  flag('priceNegotiable');
  if (filters.motExpiryDate) {
    add(
      'motExpiryDate',
      `MOT until ${formatLongDate(filters.motExpiryDate)} or later`,
      withValues(filters, { motExpiryDate: undefined }),
    );
  }
  if (filters.serviceHistory) {
    add(
      'serviceHistory',
      SERVICE_HISTORY_LABELS[filters.serviceHistory],
      withValues(filters, { serviceHistory: undefined }),
    );
  }
  flag('v5cLogbookAvailable');
  flag('hpiClear');
  vanFilterChips(filters, add);
  return chips;
}
