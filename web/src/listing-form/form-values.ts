import { vanColourOf } from '#shared/catalogue/colours';
import { FEATURES, type Feature } from '#shared/catalogue/features';
import { modelsOf } from '#shared/catalogue/makes';
import { formatLocation, formatNumber } from '#shared/format';
import { LISTING_LIMITS } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { formatPostcode } from '#shared/postcode';
import { parseUkDate, ukDateText } from '#shared/uk-date';
import { parseRegistration } from '#shared/vehicle/registration';
import type { VanSpecs } from '#shared/vehicle/van-specs';

const FEATURE_SET: ReadonlySet<string> = new Set(FEATURES);

/**
 * The listing form's values as the seller has them on screen: text as typed (numbers too, so
 * '12,500' stays what was typed until the shared schema reads it), booleans for the switch and
 * the checkboxes, and the chosen features. The photos live apart, in the photo queue.
 */
export type ListingFormValues = {
  title: string;
  make: string;
  model: string;
  year: string;
  engine_size_cc: string;
  mileage: string;
  condition: string;
  fuel_type: string;
  transmission: string;
  body_type: string;
  /** One of VAN_COLOURS, or '' for not stated. */
  colour: string;
  ulez_compliant: boolean;
  price: string;
  postcode: string;
  location: string;
  seller_type: string;
  price_includes_vat: boolean;
  price_negotiable: boolean;
  description: string;
  /** As typed, dd/mm/yyyy (shared/uk-date.ts). */
  mot_expiry_date: string;
  service_history: string;
  v5c_logbook_available: boolean;
  hpi_clear: boolean;
  features: Feature[];
  /** The dealer's own id for the van (decision 071), as typed; '' for none. */
  stock_reference: string;
} & VanSpecValues;

/**
 * The van specification as typed (issue 31): the plate as typed, choices as their stored value
 * or '' for not stated, figures as text.
 */
export type VanSpecValues = {
  registration: string;
  show_registration: boolean;
  derivative: string;
  wheelbase: string;
  roof_height: string;
  cab_type: string;
  euro_standard: string;
  seats: string;
  payload_kg: string;
  gross_vehicle_weight_kg: string;
  kerb_weight_kg: string;
  load_length_mm: string;
  load_width_mm: string;
  load_height_mm: string;
  width_between_arches_mm: string;
  load_volume_m3: string;
  previous_owners: string;
};

/** The figures of the specification, in the form's order (each a number typed as text). */
export const VAN_SPEC_FIGURE_FIELDS = [
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
] as const satisfies readonly (keyof VanSpecValues)[];

/** The specification's fields in the form's order. */
export const VAN_SPEC_VALUE_FIELDS = [
  'registration',
  'show_registration',
  'derivative',
  'wheelbase',
  'roof_height',
  'cab_type',
  ...VAN_SPEC_FIGURE_FIELDS.slice(0, 4),
  ...VAN_SPEC_FIGURE_FIELDS.slice(4, 9),
  'euro_standard',
  'previous_owners',
] as const satisfies readonly (keyof VanSpecValues)[];

/** An empty specification. */
export function emptyVanSpecValues(): VanSpecValues {
  return {
    registration: '',
    show_registration: false,
    derivative: '',
    wheelbase: '',
    roof_height: '',
    cab_type: '',
    euro_standard: '',
    seats: '',
    payload_kg: '',
    gross_vehicle_weight_kg: '',
    kerb_weight_kg: '',
    load_length_mm: '',
    load_width_mm: '',
    load_height_mm: '',
    width_between_arches_mm: '',
    load_volume_m3: '',
    previous_owners: '',
  };
}

const figureText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A stored listing's specification in the form: the plate spaced as printed. */
export function vanSpecValuesOf(
  listing: Partial<VanSpecs> & {
    registration?: string | null | undefined;
    show_registration?: boolean | undefined;
  },
): VanSpecValues {
  const plate = listing.registration ? parseRegistration(listing.registration) : undefined;
  const values = emptyVanSpecValues();
  for (const field of VAN_SPEC_FIGURE_FIELDS) values[field] = figureText(listing[field]);
  return {
    ...values,
    registration: plate?.ok ? plate.registration.display : (listing.registration ?? ''),
    show_registration: listing.show_registration ?? false,
    derivative: listing.derivative ?? '',
    wheelbase: listing.wheelbase ?? '',
    roof_height: listing.roof_height ?? '',
    cab_type: listing.cab_type ?? '',
    euro_standard: listing.euro_standard ?? '',
  };
}

export type ListingField = keyof ListingFormValues | 'photos';
export type TextField = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never;
}[keyof ListingFormValues];
export type FlagField =
  'price_includes_vat' | 'price_negotiable' | 'v5c_logbook_available' | 'hpi_clear';

/** Every field in the order the form shows it: the first with a message takes the focus. */
export const LISTING_FIELDS = [
  'title',
  'make',
  'model',
  'year',
  'engine_size_cc',
  'mileage',
  'condition',
  'fuel_type',
  'transmission',
  'body_type',
  'colour',
  'ulez_compliant',
  ...VAN_SPEC_VALUE_FIELDS,
  'price',
  'stock_reference',
  'postcode',
  'location',
  'seller_type',
  'price_includes_vat',
  'price_negotiable',
  'photos',
  'description',
  'mot_expiry_date',
  'service_history',
  'v5c_logbook_available',
  'hpi_clear',
  'features',
] as const satisfies readonly ListingField[];

/** The id of a field's control (the features' first checkbox for 'features'). */
export function fieldId(field: string): string {
  return field === 'features' ? 'listing-feature-0' : `listing-${field}`;
}

/** A new listing's form: the seller type from the profile, the usual van defaults. */
export function emptyListingValues(sellerType = 'private_seller'): ListingFormValues {
  return {
    title: '',
    make: '',
    model: '',
    year: '',
    engine_size_cc: '',
    mileage: '',
    condition: 'used',
    fuel_type: 'diesel',
    transmission: 'manual',
    body_type: '',
    colour: '',
    ulez_compliant: false,
    price: '',
    postcode: '',
    location: '',
    seller_type: sellerType,
    price_includes_vat: false,
    price_negotiable: false,
    description: '',
    mot_expiry_date: '',
    service_history: '',
    v5c_logbook_available: false,
    hpi_clear: false,
    features: [],
    stock_reference: '',
    ...emptyVanSpecValues(),
  };
}

/**
 * The edit form prefilled from GET /api/me/listings/{id}. The stored location is a slug
 * ('staines-upon-thames'): the form shows it as words. A listing without a ULEZ answer starts
 * with false; the ULEZ preset then fills it from the fuel and year.
 */
export function valuesFromListing(listing: OwnListing): ListingFormValues {
  return {
    title: listing.title,
    make: listing.make,
    model: listing.model,
    year: String(listing.year),
    engine_size_cc: listing.engine_size_cc === null ? '' : String(listing.engine_size_cc),
    mileage: String(listing.mileage),
    condition: listing.condition,
    fuel_type: listing.fuel_type,
    transmission: listing.transmission,
    body_type: listing.body_type ?? '',
    // A colour stored before the list (or written otherwise) shows as the list's, or none.
    colour: vanColourOf(listing.colour ?? '') ?? '',
    ulez_compliant: listing.ulez_compliant ?? false,
    price: String(listing.price),
    postcode: formatPostcode(listing.postcode) ?? listing.postcode,
    location: formatLocation(listing.location),
    seller_type: listing.seller_type,
    price_includes_vat: listing.price_includes_vat,
    price_negotiable: listing.price_negotiable,
    description: listing.description,
    mot_expiry_date: ukDateText(listing.mot_expiry_date),
    service_history: listing.service_history ?? '',
    v5c_logbook_available: listing.v5c_logbook_available,
    hpi_clear: listing.hpi_clear,
    features: listing.features.filter((feature): feature is Feature => FEATURE_SET.has(feature)),
    stock_reference: listing.stock_reference ?? '',
    ...vanSpecValuesOf(listing),
  };
}

/** The values as the shared schema reads them (it turns them into what the API receives). */
export type ListingSubmission = Omit<ListingFormValues, 'seller_type'> & { photos: string[] };

/**
 * What the shared schema checks and the API receives: the values with the photo ids in order.
 * On edit an empty title becomes 'make model year' (spec 02 section 5). No seller type: the
 * account decides it on the server; and a price includes VAT only on a trade listing, so a
 * private listing stored with the flag from before the rule is saved without it
 * (shared/seller-terms.ts).
 */
export function listingSubmission(
  values: ListingFormValues,
  photoIds: readonly string[],
  { mode }: { mode: 'create' | 'edit' },
): ListingSubmission {
  const title =
    mode === 'edit' && values.title.trim() === ''
      ? [values.make, values.model, values.year.trim()].filter(Boolean).join(' ')
      : values.title;
  const { seller_type: sellerType, ...sent } = values;
  // The MOT date is typed dd/mm/yyyy; the API takes YYYY-MM-DD. One that does not read goes as
  // typed, and the schema refuses it (the form shows the UK date parser's own message).
  const mot = parseUkDate(values.mot_expiry_date);
  return {
    ...sent,
    title,
    price_includes_vat: sellerType === 'trade_dealer' && values.price_includes_vat,
    mot_expiry_date: mot.ok ? (mot.iso ?? '') : values.mot_expiry_date,
    features: [...values.features],
    photos: [...photoIds],
  };
}

/** What the Model select offers and says before a choice. */
export function modelChoices(make: string): { placeholder: string; models: readonly string[] } {
  if (!make) return { placeholder: 'Select make first', models: [] };
  const models = modelsOf(make);
  return { placeholder: models.length ? 'Select model' : 'No models available', models };
}

/** How a number typed in the form reads: '12,500' and '£ 9 995' count, '' is "not given". */
function typedNumber(value: string): number | undefined {
  const cleaned = value.replace(/[,£\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** Year, mileage or price holding something that is not a number ('Invalid numeric values'). */
export function hasInvalidNumbers(values: Pick<ListingFormValues, 'year' | 'mileage' | 'price'>) {
  return [values.year, values.mileage, values.price].some((value) => {
    const number = typedNumber(value);
    return number !== undefined && !Number.isFinite(number);
  });
}

/** The year as a whole number when it is one, for the ULEZ preset. */
export function typedYear(value: string): number | undefined {
  const number = typedNumber(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

/** 'm19ab' -> 'M1 9AB' when it is a postcode; anything else stays as typed for its message. */
export function tidyPostcode(value: string): string {
  return formatPostcode(value) ?? value;
}

/**
 * The description's live counter: '123 / 10,000 characters', and below the minimum how many
 * more are needed. Counted as the schema counts: without surrounding spaces.
 */
export function descriptionCounter(description: string): string {
  const length = description.trim().length;
  const total = `${formatNumber(length)} / ${formatNumber(LISTING_LIMITS.maxDescription)} characters`;
  const missing = LISTING_LIMITS.minDescription - length;
  if (missing > 0) {
    return `${total} (${missing} more needed, at least ${LISTING_LIMITS.minDescription})`;
  }
  return total;
}
