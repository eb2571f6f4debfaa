import type { FilterGroup } from '#shared/search/response';

/** Every filter group in the order of the FilterGroup union: the relax tie-break order. */
export const FILTER_GROUPS = [
  'make',
  'model',
  'location',
  'search',
  'radius',
  'year',
  'price',
  'goodPrice',
  'mileage',
  'engine',
  'condition',
  'fuelType',
  'transmission',
  'bodyType',
  'sellerType',
  'features',
  'ulezCompliant',
  'priceIncludesVat',
  'priceNegotiable',
  'motExpiryDate',
  'serviceHistory',
  'v5cLogbookAvailable',
  'hpiClear',
  'payload',
  'loadLength',
  'loadVolume',
  'roofHeight',
  'wheelbase',
  'cabType',
  'seats',
  'carLicence',
  'euroPallets',
  'fitsLoad',
] as const satisfies readonly FilterGroup[];

// Fails to compile when the union gains a group this list lacks.
const _everyGroupListed: Exclude<FilterGroup, (typeof FILTER_GROUPS)[number]> extends never
  ? true
  : never = true;

/** A group's number in FILTER_GROUPS, as stored per row by the match pass. */
export const GROUP_ID = Object.fromEntries(FILTER_GROUPS.map((group, id) => [group, id])) as Record<
  FilterGroup,
  number
>;
