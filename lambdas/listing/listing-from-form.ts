import ngeohash from 'ngeohash';
import type { SellerType } from '#shared/catalogue/enums';
import type { LatLng } from '#shared/geo';
import type { Listing } from '#shared/listing';
import { storedLocation, type ListingForm } from '#shared/listing-form';
import { pricedChanges } from '#shared/price-history';
import { slugify } from '#shared/slug';
import { GEO_POINT_PRECISION } from '#shared/table-keys';
import { storedVanSpecs, type StoredVanSpecs } from '#shared/vehicle/van-specs-form';

/** The fields a seller's form decides, as they are stored (the van specification too). */
export type FormFields = StoredVanSpecs &
  Pick<
    Listing,
    | 'title'
    | 'make'
    | 'model'
    | 'year'
    | 'engine_size_cc'
    | 'mileage'
    | 'condition'
    | 'fuel_type'
    | 'transmission'
    | 'body_type'
    | 'colour'
    | 'ulez_compliant'
    | 'price'
    | 'price_includes_vat'
    | 'price_negotiable'
    | 'postcode'
    | 'location'
    | 'seller_type'
    | 'description'
    | 'mot_expiry_date'
    | 'service_history'
    | 'v5c_logbook_available'
    | 'hpi_clear'
    | 'features'
    | 'image_urls'
    | 'latitude'
    | 'longitude'
    | 'geohash'
    | 'make_slug'
    | 'model_slug'
    | 'location_slug'
    | 'stock_reference'
  >;

/**
 * The stored fields of a validated form: the location lower-case and hyphenated (spec 02
 * section 5; shown in its display form by formatLocation), the postcode's point and geohash
 * for search and the geo index, the slugs for paths.
 */
export function formFields(
  form: ListingForm & { seller_type: SellerType },
  point: LatLng,
  imageUrls: string[],
): FormFields {
  const location = storedLocation(form.location);
  return {
    title: form.title,
    make: form.make,
    model: form.model,
    year: form.year,
    engine_size_cc: form.engine_size_cc,
    mileage: form.mileage,
    condition: form.condition,
    fuel_type: form.fuel_type,
    transmission: form.transmission,
    body_type: form.body_type,
    colour: form.colour,
    ulez_compliant: form.ulez_compliant,
    price: form.price,
    price_includes_vat: form.price_includes_vat,
    price_negotiable: form.price_negotiable,
    postcode: form.postcode,
    location,
    seller_type: form.seller_type,
    description: form.description,
    mot_expiry_date: form.mot_expiry_date,
    service_history: form.service_history,
    v5c_logbook_available: form.v5c_logbook_available,
    hpi_clear: form.hpi_clear,
    features: form.features,
    image_urls: imageUrls,
    latitude: point.latitude,
    longitude: point.longitude,
    geohash: ngeohash.encode(point.latitude, point.longitude, GEO_POINT_PRECISION),
    make_slug: slugify(form.make),
    model_slug: slugify(form.model),
    location_slug: slugify(location),
    // Absent from a form that does not offer it (an admin's edit): the stored one stays.
    ...(form.stock_reference === undefined ? {} : { stock_reference: form.stock_reference }),
    ...storedVanSpecs(form),
  };
}

/** A new listing: active, waiting for moderation, not boosted (spec 02 section 4). */
export function newListing(
  fields: FormFields,
  ids: { id: string; userId: string },
  now: Date,
): Listing {
  const at = now.toISOString();
  return {
    ...fields,
    id: ids.id,
    user_id: ids.userId,
    status: 'active',
    approval_status: 'pending',
    homepage_featured: false,
    search_featured: false,
    boost_expires: null,
    views: 0,
    created_at: at,
    updated_at: at,
  };
}

/** The form's fields buyers never see: a change of these alone needs no moderation. */
const SELLER_ONLY_FIELDS: ReadonlySet<keyof FormFields> = new Set(['stock_reference']);

/** Whether the form changes anything a buyer sees (and a moderator must see again). */
export function changesListing(before: Listing, fields: FormFields): boolean {
  return (Object.keys(fields) as (keyof FormFields)[]).some(
    (key) => !SELLER_ONLY_FIELDS.has(key) && !sameAnswer(key, before[key], fields[key]),
  );
}

/** Whether the form changes a field only the seller sees (the stock reference). */
export function changesSellerOnly(before: Listing, fields: FormFields): boolean {
  return [...SELLER_ONLY_FIELDS].some(
    (key) => key in fields && !sameAnswer(key, before[key], fields[key]),
  );
}

/**
 * Whether two values of a form field are the same answer: a field stored before it existed
 * (undefined) is an empty one (null), and a plate never said to be shown is one not shown.
 */
export function sameAnswer(field: keyof Listing, a: unknown, b: unknown): boolean {
  const stored = (value: unknown) => value ?? (field === 'show_registration' ? false : null);
  return JSON.stringify(stored(a)) === JSON.stringify(stored(b));
}

/**
 * The edited listing: the form's fields, back to pending approval, out of search until
 * approved; a price that moved adds to its price history (decision 071).
 */
export function editedListing(before: Listing, fields: FormFields, now: Date): Listing {
  return {
    ...before,
    ...fields,
    price_changes: pricedChanges(before, fields, now),
    approval_status: 'pending',
    updated_at: now.toISOString(),
  };
}
