import type { ListingChange } from '#shared/admin/listings';
import { LABELS } from '#shared/catalogue/enums';
import { formatLocation, formatLongDate, formatMileage, formatPrice } from '#shared/format';
import type { Listing } from '#shared/listing';
import { parseRegistration } from '#shared/vehicle/registration';
import { VAN_SPEC_LABELS } from '#shared/vehicle/van-specs';
import { sameAnswer } from '../listing-from-form';

/*
 * What an edit changed since a moderator last approved the listing, in the form's words: the
 * moderation queue reviews the changes of a resubmitted listing, not the whole listing again.
 */

const NOT_GIVEN = 'Not given';
const yesNo = (value: boolean | null | undefined) =>
  value == null ? NOT_GIVEN : value ? 'Yes' : 'No';
const label =
  <T extends string>(labels: Record<T, string>) =>
  (value: T | null | undefined) =>
    value == null ? NOT_GIVEN : (labels[value] ?? value);
const figure =
  (unit: string) =>
  (value: number | null | undefined): string =>
    value == null ? NOT_GIVEN : `${value.toLocaleString('en-GB')}${unit}`;
/** The full plate, spaced: moderators read what the seller typed. */
const plate = (value: string | null | undefined): string => {
  if (!value) return NOT_GIVEN;
  const parsed = parseRegistration(value);
  return parsed.ok ? parsed.registration.display : value;
};

/** Each field a seller's form sets, with the form's label and how its value reads. */
const FIELDS: { [K in keyof Listing]?: { label: string; text: (value: Listing[K]) => string } } = {
  title: { label: 'Listing Title', text: String },
  make: { label: 'Make', text: String },
  model: { label: 'Model', text: String },
  year: { label: 'Year', text: String },
  engine_size_cc: {
    label: 'Engine Size (CC)',
    text: (cc) => (cc === null ? NOT_GIVEN : `${cc.toLocaleString('en-GB')} cc`),
  },
  mileage: { label: 'Mileage', text: formatMileage },
  condition: { label: 'Condition', text: label(LABELS.condition) },
  fuel_type: { label: 'Fuel Type', text: label(LABELS.fuel_type) },
  transmission: { label: 'Transmission', text: label(LABELS.transmission) },
  body_type: { label: 'Body Type', text: label(LABELS.body_type) },
  colour: { label: 'Colour', text: (colour) => colour ?? NOT_GIVEN },
  ulez_compliant: { label: 'ULEZ Compliant', text: yesNo },
  price: { label: 'Price (£)', text: formatPrice },
  price_includes_vat: { label: 'Price includes VAT', text: yesNo },
  price_negotiable: { label: 'Price negotiable', text: yesNo },
  postcode: { label: 'Postcode', text: String },
  location: { label: 'Location', text: formatLocation },
  seller_type: { label: 'Seller Type', text: label(LABELS.seller_type) },
  description: { label: 'Description', text: String },
  mot_expiry_date: {
    label: 'MOT Expiry Date',
    text: (date) => (date === null ? NOT_GIVEN : formatLongDate(date)),
  },
  service_history: { label: 'Service History', text: label(LABELS.service_history) },
  v5c_logbook_available: { label: 'V5C Logbook Available', text: yesNo },
  hpi_clear: { label: 'HPI Clear', text: yesNo },
  features: {
    label: 'Features',
    text: (features) => (features.length === 0 ? 'None' : features.join(', ')),
  },
  registration: { label: 'Registration', text: plate },
  show_registration: {
    label: 'Show the full registration to buyers',
    text: (shown) => (shown ? 'Yes' : 'No'),
  },
  derivative: { label: 'Derivative', text: (value) => value || NOT_GIVEN },
  wheelbase: { label: 'Wheelbase', text: label(VAN_SPEC_LABELS.wheelbase) },
  roof_height: { label: 'Roof height', text: label(VAN_SPEC_LABELS.roof_height) },
  cab_type: { label: 'Cab type', text: label(VAN_SPEC_LABELS.cab_type) },
  seats: { label: 'Seats', text: figure('') },
  payload_kg: { label: 'Payload (kg)', text: figure(' kg') },
  gross_vehicle_weight_kg: { label: 'Gross vehicle weight (kg)', text: figure(' kg') },
  kerb_weight_kg: { label: 'Kerb weight (kg)', text: figure(' kg') },
  load_length_mm: { label: 'Load length (mm)', text: figure(' mm') },
  load_width_mm: { label: 'Load width (mm)', text: figure(' mm') },
  load_height_mm: { label: 'Load height (mm)', text: figure(' mm') },
  width_between_arches_mm: {
    label: 'Width between the wheel arches (mm)',
    text: figure(' mm'),
  },
  load_volume_m3: { label: 'Load volume (m³)', text: figure(' m³') },
  euro_standard: { label: 'Euro emissions standard', text: label(VAN_SPEC_LABELS.euro_standard) },
  previous_owners: { label: 'Previous owners', text: figure('') },
};

/** The listing fields a seller's form sets (and an admin's edit records), in the form's order. */
export const FORM_FIELD_NAMES = Object.keys(FIELDS) as (keyof Listing)[];

function textOf<K extends keyof Listing>(field: K, value: Listing[K]): string {
  const describe = FIELDS[field]!.text as (value: Listing[K]) => string;
  return describe(value);
}

/** The fields that differ between the approved version and the listing now, as text. */
export function listingChanges(approved: Listing, current: Listing): ListingChange[] {
  return FORM_FIELD_NAMES.flatMap((field) => {
    if (sameAnswer(field, approved[field], current[field])) return [];
    return [
      {
        field,
        label: FIELDS[field]!.label,
        before: textOf(field, approved[field]),
        after: textOf(field, current[field]),
      },
    ];
  });
}

/** Photos added and removed since the approved version (their 640 px URLs). */
export function photoChanges(
  approved: Pick<Listing, 'image_urls'>,
  current: Pick<Listing, 'image_urls'>,
): { added: string[]; removed: string[] } {
  const before = new Set(approved.image_urls);
  const after = new Set(current.image_urls);
  return {
    added: current.image_urls.filter((url) => !before.has(url)),
    removed: approved.image_urls.filter((url) => !after.has(url)),
  };
}
