import { z } from 'zod';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from './catalogue/enums';
import { VAN_COLOURS } from './catalogue/colours';
import { FEATURES } from './catalogue/features';
import { isMake, MAKES, modelsOf } from './catalogue/makes';
import { PHOTO_ID_PATTERN } from './image-keys';
import { formatPostcode } from './postcode';
import { multiLineText, singleLineText } from './text-fields';
import { formatNumber } from './format';
import { vanSpecsFormShape } from './vehicle/van-specs-form';
import { stockReferenceField } from './stock-reference';

/** Spec 02 sections 5, 8 and 9: the listing form's limits. */
export const LISTING_LIMITS = {
  minPhotos: 3,
  maxPhotos: 10,
  /** 5 MB, as the spec writes it: 5,242,880 bytes. */
  maxPhotoBytes: 5_242_880,
  minDescription: 50,
  maxDescription: 10_000,
  maxTitle: 100,
  firstYear: 1900,
  maxMileage: 2_000_000,
  minEngineCc: 50,
  maxEngineCc: 10_000,
  maxPrice: 1_000_000,
  maxLocation: 80,
} as const;

/** The image types the photo processor accepts (checked again on the bytes). */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** Every message of the listing form and its API, in the specification's words where it has them. */
export const LISTING_MESSAGES = {
  title: 'Please enter a listing title',
  titleLong: `Please keep the title under ${LISTING_LIMITS.maxTitle} characters`,
  make: 'Please select a make',
  model: 'Please select a model',
  year: (lastYear: number) => `Year must be between ${LISTING_LIMITS.firstYear} and ${lastYear}`,
  mileage: 'Please enter the mileage in whole miles',
  engineSize: `Engine size must be between ${LISTING_LIMITS.minEngineCc} and ${LISTING_LIMITS.maxEngineCc} CC`,
  price: 'Please enter a price in pounds',
  condition: 'Please select the condition',
  fuelType: 'Please select a fuel type',
  transmission: 'Please select a transmission',
  bodyType: 'Please select a body type',
  colour: 'Please choose a colour from the list',
  sellerType: 'Please select a seller type',
  serviceHistory: 'Please select the service history',
  postcode: 'Please enter a valid UK postcode',
  postcodeUnknown: "We couldn't find that postcode. Please check it and try again",
  location: 'Please enter the town or city, e.g. Staines upon Thames',
  description: `Description must be at least ${LISTING_LIMITS.minDescription} characters`,
  descriptionLong: `Description must be at most ${formatNumber(LISTING_LIMITS.maxDescription)} characters`,
  motExpiry: 'Please enter a valid date',
  features: 'Please choose features from the list',
  minPhotos: 'Please upload at least 3 images',
  maxPhotos: 'Maximum 10 images allowed',
  photoFile: 'All files must be images and less than 5MB in size',
  invalidNumbers: 'Invalid numeric values',
  createFailed: 'Failed to create listing',
  created: 'Your listing has been created and is pending approval.',
  updated: 'Listing updated and sent for approval',
  updateFailed: 'Could not update listing',
  loadFailed: 'Could not load listing',
  notFound: 'Listing not found',
  changedElsewhere:
    'This listing was changed elsewhere (another tab or device) since you opened it. Reload to see the latest version, then make your changes again.',
  sold: 'This listing is sold and can no longer be edited.',
  alreadySold: 'This listing is already marked as sold.',
  markedSold: 'Listing marked as sold',
  statusFailed: 'Could not update listing status',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  mainImage: 'Main image updated successfully',
  mainImageFailed: 'Failed to update main image',
  photoNotReady: 'A photo is still being processed or failed: wait for it or remove it',
  photoUnknown: 'A photo could not be found: please upload it again',
  photoExpired: 'A photo was uploaded too long ago: please remove it and upload it again',
} as const;

/** Error codes of the seller routes' 4xx answers that the form reacts to. */
export const LISTING_ERROR_CODES = {
  changedElsewhere: 'listing_changed',
  sold: 'listing_sold',
  photos: 'photos_invalid',
  postcode: 'postcode_unknown',
} as const;

/** The lowest and highest year a listing may have: 1900 to next year. */
export function listingYearRange(now: Date = new Date()): { first: number; last: number } {
  return { first: LISTING_LIMITS.firstYear, last: now.getUTCFullYear() + 1 };
}

/**
 * A number typed in a form ('12,500', ' 2019 ') or sent as one; '' and null are "not given".
 * Anything else that is not a finite number fails with the field's message.
 */
function numberInput(message: string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number') return value;
      if (typeof value !== 'string') return Number.NaN;
      const cleaned = value.replace(/[,£\s]/g, '');
      return cleaned === '' ? undefined : Number(cleaned);
    },
    z.number({ error: message }).refine(Number.isFinite, message),
  );
}

const wholeNumber = (message: string, min: number, max: number) =>
  numberInput(message).pipe(z.number().int(message).min(min, message).max(max, message));

const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.union([z.null(), wholeNumber(message, min, max)]),
  );

/** A town written with spaces ('Staines upon Thames'): letters, spaces, hyphens, apostrophes, dots. */
const LOCATION_PATTERN = /^[\p{L}][\p{L} '’.-]*$/u;

/** 'Staines upon Thames' -> 'staines-upon-thames': how a location is stored (spec 02 section 5). */
export function storedLocation(location: string): string {
  return location
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-');
}

const enumField = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/**
 * One listing as the seller's form sends it, for create and edit alike (issue 15): the browser
 * validates with it and the API validates again. Numbers may arrive as typed text. The photos
 * are image ids in order (position 0 is the main image): ids of the listing's own photos and of
 * uploads of this seller that the processor has finished.
 */
export function listingFormSchema(now: Date = new Date()) {
  const { first, last } = listingYearRange(now);
  return z
    .object({
      title: singleLineText()
        .min(1, LISTING_MESSAGES.title)
        .max(LISTING_LIMITS.maxTitle, LISTING_MESSAGES.titleLong),
      make: z
        .string({ error: LISTING_MESSAGES.make })
        .refine((make) => isMake(make), LISTING_MESSAGES.make),
      model: z.string({ error: LISTING_MESSAGES.model }).min(1, LISTING_MESSAGES.model),
      year: wholeNumber(LISTING_MESSAGES.year(last), first, last),
      engine_size_cc: optionalWholeNumber(
        LISTING_MESSAGES.engineSize,
        LISTING_LIMITS.minEngineCc,
        LISTING_LIMITS.maxEngineCc,
      ),
      mileage: wholeNumber(LISTING_MESSAGES.mileage, 0, LISTING_LIMITS.maxMileage),
      condition: enumField(CONDITIONS, LISTING_MESSAGES.condition),
      fuel_type: enumField(FUEL_TYPES, LISTING_MESSAGES.fuelType),
      transmission: enumField(TRANSMISSIONS, LISTING_MESSAGES.transmission),
      body_type: enumField(BODY_TYPES, LISTING_MESSAGES.bodyType),
      /** Optional: one of the V5C's colours, or null (''), 'Not stated'. */
      colour: z.preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        enumField(VAN_COLOURS, LISTING_MESSAGES.colour).nullable(),
      ),
      ulez_compliant: z.boolean(),
      price: wholeNumber(LISTING_MESSAGES.price, 1, LISTING_LIMITS.maxPrice),
      price_includes_vat: z.boolean(),
      price_negotiable: z.boolean(),
      postcode: z
        .string({ error: LISTING_MESSAGES.postcode })
        .max(16, LISTING_MESSAGES.postcode)
        .transform((value, context) => {
          const formatted = formatPostcode(value);
          if (formatted) return formatted;
          context.addIssue({ code: 'custom', message: LISTING_MESSAGES.postcode });
          return z.NEVER;
        }),
      location: singleLineText()
        .min(2, LISTING_MESSAGES.location)
        .max(LISTING_LIMITS.maxLocation, LISTING_MESSAGES.location)
        .refine((value) => LOCATION_PATTERN.test(value), LISTING_MESSAGES.location),
      // The account decides (shared/seller-terms.ts): optional, and refused when it differs.
      seller_type: enumField(SELLER_TYPES, LISTING_MESSAGES.sellerType).optional(),
      description: multiLineText()
        .min(LISTING_LIMITS.minDescription, LISTING_MESSAGES.description)
        .max(LISTING_LIMITS.maxDescription, LISTING_MESSAGES.descriptionLong),
      mot_expiry_date: z.preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        z.iso.date(LISTING_MESSAGES.motExpiry).nullable(),
      ),
      service_history: z.preprocess(
        (value) => (value === '' || value === undefined ? null : value),
        enumField(SERVICE_HISTORIES, LISTING_MESSAGES.serviceHistory).nullable(),
      ),
      v5c_logbook_available: z.boolean(),
      hpi_clear: z.boolean(),
      features: z
        .array(z.enum(FEATURES, { error: LISTING_MESSAGES.features }))
        .max(FEATURES.length, LISTING_MESSAGES.features)
        .transform((features) => [...new Set(features)]),
      photos: z
        .array(z.string().regex(PHOTO_ID_PATTERN, LISTING_MESSAGES.photoUnknown))
        .min(LISTING_LIMITS.minPhotos, LISTING_MESSAGES.minPhotos)
        .max(LISTING_LIMITS.maxPhotos, LISTING_MESSAGES.maxPhotos)
        .refine((ids) => new Set(ids).size === ids.length, LISTING_MESSAGES.photoUnknown),
      // The van specification (issue 31): all optional; the rules between its figures are
      // vanSpecsIssues', checked by the form and answered 422 by the API.
      ...vanSpecsFormShape,
      /** The dealer's own id (decision 071): optional, unique among the seller's listings. */
      stock_reference: stockReferenceField.optional(),
    })
    .superRefine((listing, context) => {
      if (!modelsOf(listing.make).includes(listing.model)) {
        context.addIssue({ code: 'custom', path: ['model'], message: LISTING_MESSAGES.model });
      }
    });
}

export type ListingFormInput = z.input<ReturnType<typeof listingFormSchema>>;
export type ListingForm = z.output<ReturnType<typeof listingFormSchema>>;

/** The create request: the form plus an idempotency key made once per opened form. */
export function createListingSchema(now: Date = new Date()) {
  return listingFormSchema(now).and(z.object({ idempotency_key: z.uuid() }));
}

/**
 * The edit request: the form plus the `updated_at` the seller's copy was read at. A save whose
 * copy is older than the stored listing is refused ('changed elsewhere'), never merged.
 */
export function updateListingSchema(now: Date = new Date()) {
  return listingFormSchema(now).and(z.object({ expected_updated_at: z.iso.datetime() }));
}

/** The makes the form offers: the shared catalogue. */
export const LISTING_FORM_MAKES = MAKES;
