import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from '../catalogue/enums';
import { VAN_COLOURS } from '../catalogue/colours';
import { FEATURES } from '../catalogue/features';
import { LISTING_LIMITS } from '../listing-form';
import { IMPORT_LIMITS } from './imports';

/*
 * The import file's columns (the template's header row) and the facts the instructions state,
 * in one place: the run's rules (rules.ts), the template and instructions files and the dialog
 * read them here, so the file a dealer downloads always matches what the run accepts.
 */

/** Every column, in the template's order. */
export const IMPORT_COLUMNS = [
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
  'price',
  'price_includes_vat',
  'price_negotiable',
  'postcode',
  'location',
  'seller_type',
  'description',
  'mot_expiry_date',
  'service_history',
  'v5c_logbook_available',
  'hpi_clear',
  'features',
  'images',
  // The van specification (issue 31), all optional.
  'registration',
  'show_registration',
  'derivative',
  'wheelbase',
  'roof_height',
  'cab_type',
  'seats',
  'payload_kg',
  'gross_vehicle_weight_kg',
  'kerb_weight_kg',
  'load_length_mm',
  'load_width_mm',
  'load_height_mm',
  'width_between_arches_mm',
  'load_volume_m3',
  'euro_standard',
  'previous_owners',
  // The dealer's own id (decision 071): optional, once per file and per seller.
  'stock_reference',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Required, non-blank in every row (spec 02 section 5): 'Missing required field: {name}'. */
export const REQUIRED_COLUMNS = [
  'title',
  'make',
  'model',
  'year',
  'mileage',
  'price',
  'postcode',
  'location',
  'description',
  'condition',
  'fuel_type',
  'transmission',
] as const satisfies readonly ImportColumn[];

/** true, false or empty (empty is false): '{column} must be true or false'. */
export const BOOLEAN_COLUMNS = [
  'ulez_compliant',
  'price_includes_vat',
  'price_negotiable',
  'v5c_logbook_available',
  'hpi_clear',
  'show_registration',
] as const satisfies readonly ImportColumn[];

/** Comma-separated lists within one cell (quoted in the file). */
export const LIST_COLUMNS = ['features', 'images'] as const satisfies readonly ImportColumn[];

/**
 * What an optional column becomes when its cell is empty (or the column is left out). An empty
 * seller_type is the importing account's type (shared/seller-terms.ts), not a fixed default.
 */
export const IMPORT_DEFAULTS = {
  /** Not in the specification's import; the listing form requires one: the commonest. */
  body_type: 'panel_van',
} as const;

/** The values a choice column accepts (its stored values; the labels are accepted too). */
export const IMPORT_CHOICES = {
  condition: CONDITIONS,
  fuel_type: FUEL_TYPES,
  transmission: TRANSMISSIONS,
  body_type: BODY_TYPES,
  seller_type: SELLER_TYPES,
  service_history: SERVICE_HISTORIES,
} as const;

/** The facts the instructions state, beside the columns above. */
export const IMPORT_FACTS = {
  maxRows: IMPORT_LIMITS.maxRows,
  maxBytes: IMPORT_LIMITS.maxBytes,
  maxImagesPerRow: IMPORT_LIMITS.maxImagesPerRow,
  maxImageBytes: LISTING_LIMITS.maxPhotoBytes,
  minDescription: LISTING_LIMITS.minDescription,
  maxDescription: LISTING_LIMITS.maxDescription,
  maxTitle: LISTING_LIMITS.maxTitle,
  firstYear: LISTING_LIMITS.firstYear,
  features: FEATURES,
  colours: VAN_COLOURS,
  /** Image URLs: http or https, ports 80 and 443, public hosts only, JPEG, PNG or WebP. */
  imageSchemes: ['http', 'https'],
  encoding: 'UTF-8 (a byte order mark is fine)',
  separator: 'comma',
} as const;

/** An example row of the template: a listing the run accepts as it is. */
export const TEMPLATE_EXAMPLE: Record<ImportColumn, string> = {
  title: '2019 Ford Transit Custom 2.0 EcoBlue',
  make: 'Ford',
  model: 'Transit Custom',
  year: '2019',
  engine_size_cc: '1995',
  mileage: '48000',
  condition: 'used',
  fuel_type: 'diesel',
  transmission: 'manual',
  body_type: 'panel_van',
  colour: 'White',
  ulez_compliant: 'true',
  price: '16995',
  price_includes_vat: 'false',
  price_negotiable: 'true',
  postcode: 'M1 9AB',
  location: 'Manchester',
  // Empty: the importing account's type, which decides it (shared/seller-terms.ts).
  seller_type: '',
  description:
    'One owner from new, full service history, ply lined, three seats, two keys. Ready to work.',
  mot_expiry_date: '2026-08-31',
  service_history: 'full',
  v5c_logbook_available: 'true',
  hpi_clear: 'true',
  features: 'Bluetooth / AUX / USB,Ply Lining,Parking Sensors',
  images: 'https://example.com/van-front.jpg,https://example.com/van-side.jpg',
  registration: '',
  show_registration: 'false',
  derivative: '280 L1 Trend',
  wheelbase: 'swb',
  roof_height: 'low',
  cab_type: 'single',
  seats: '3',
  payload_kg: '',
  gross_vehicle_weight_kg: '3000',
  kerb_weight_kg: '1950',
  load_length_mm: '2555',
  load_width_mm: '1775',
  load_height_mm: '1406',
  width_between_arches_mm: '1351',
  load_volume_m3: '6',
  euro_standard: 'euro_6',
  previous_owners: '1',
  // Empty in the example: a dealer's own id for the van, once per file (decision 071).
  stock_reference: '',
};
