import type { ListingChange } from '#shared/admin/listings';
import { LABELS } from '#shared/catalogue/enums';
import { formatLocation, formatLongDate, formatMileage, formatPrice } from '#shared/format';
import type { Listing } from '#shared/listing';

/*
 * What an edit changed since a moderator last approved the listing, in the form's words: the
 * moderation queue reviews the changes of a resubmitted listing, not the whole listing again.
 */

const NOT_GIVEN = 'Not given';
const yesNo = (value: boolean | null) => (value === null ? NOT_GIVEN : value ? 'Yes' : 'No');
const label =
  <T extends string>(labels: Record<T, string>) =>
  (value: T | null) =>
    value === null ? NOT_GIVEN : (labels[value] ?? value);

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
    if (JSON.stringify(approved[field] ?? null) === JSON.stringify(current[field] ?? null)) {
      return [];
    }
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
