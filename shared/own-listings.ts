import { z } from 'zod';
import { LISTING_SUMMARY_FIELDS, listingSchema } from './listing';
import { LISTING_LIMITS, PHOTO_CONTENT_TYPES } from './listing-form';
import { LISTING_STATES } from './listing-state';

/*
 * The seller's own listings (issue 15), shared by the handlers and the SPA.
 *
 *   GET    /api/me/listings?tab=active|sold&q=&sort=&state=&boosted=&photos=&cursor=
 *                                                     OwnListingsPage (a page of rows, tab counts)
 *   POST   /api/me/listings                           create -> 201 OwnListing
 *   GET    /api/me/listings/{id}                      OwnListing (any state), or 404
 *   PUT    /api/me/listings/{id}                      edit -> OwnListing; 409 listing_changed / listing_sold
 *   POST   /api/me/listings/{id}/sold                 mark sold -> OwnListing; 409 listing_sold
 *   POST   /api/me/listings/{id}/renew                renew -> OwnListing; 409 (sold, under review)
 *   DELETE /api/me/listings/{id}/photos/{photoId}     remove one photo -> OwnListing
 *   POST   /api/me/listings/{id}/photos/{photoId}/main  make it the main photo -> OwnListing
 *   POST   /api/me/uploads                            presigned POST for one photo
 *   GET    /api/me/uploads/{id}                       the photo processor's verdict
 *
 * Every route acts on the caller's own listings only: another seller's id answers 404.
 */

/** Active means any status but sold (spec 02 section 4). */
export const OWN_LISTING_TABS = ['active', 'sold'] as const;
export type OwnListingTab = (typeof OWN_LISTING_TABS)[number];

/** Rows of the first screen (and of each further page) of My Listings. */
export const OWN_LISTINGS_PAGE_SIZE = 10;

const count = z.number().int().min(0);

/**
 * The listing's own fields a My Listings row carries, as the owner index holds them (the
 * row mapper in lambdas/listing/own-listing-view.ts reads these and the photos).
 */
export const OWN_LISTING_ROW_FIELDS = {
  ...LISTING_SUMMARY_FIELDS,
  price_includes_vat: true,
  status: true,
  approval_status: true,
  search_featured: true,
  homepage_featured: true,
  boost_expires: true,
  make_slug: true,
  model_slug: true,
  location_slug: true,
  created_at: true,
  updated_at: true,
  // Not in the owner index: the listing's counter item carries a copy (decision 067).
  reports_hidden: true,
  // The same for the expiry flag (decision 072).
  expired: true,
  // Not in the owner index: the seller's stock keys carry them (decision 071).
  stock_reference: true,
  registration: true,
} as const;

/**
 * When the advert ends (or ended), for every side that shows it: the listing's `live_until`
 * under the name the API gives it (decision 072). Null for a listing never live.
 */
const expiresAt = z.iso.datetime().nullable();

/** One row of My Listings: what the table and the cards show, from the owner index. */
export const ownListingRowSchema = listingSchema.pick(OWN_LISTING_ROW_FIELDS).extend({
  /** The main photo (640 px variant), or null. */
  image_url: z.string().nullable(),
  /** How many photos it has: a draft shows how many more it needs. */
  photo_count: count,
  views: count,
  enquiries: count,
  /** How many buyers have it on their saved vans now (decision 064). */
  saves: count,
  expires_at: expiresAt,
  /** Whole days since it was listed, to its sale when sold (decision 071). */
  days_in_stock: count,
});
export type OwnListingRow = z.infer<typeof ownListingRowSchema>;

/** The opaque cursor of the previous page's `next_cursor` (an index key, base64url). */
export const listCursorSchema = z
  .string()
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a valid cursor');

// Search, sort and filters (issue 33 §2, decision 071) ---------------------------------------

/** My Listings' orders; 'newest' is the default. */
export const OWN_LISTING_SORTS = [
  'newest',
  'oldest',
  'price_low',
  'price_high',
  'views',
  'enquiries',
  'days_in_stock',
] as const;
export type OwnListingSort = (typeof OWN_LISTING_SORTS)[number];

export const OWN_LISTING_SORT_LABELS: Record<OwnListingSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
  views: 'Most views',
  enquiries: 'Most enquiries',
  days_in_stock: 'Most days in stock',
};

/** The states the state filter offers: those of the active tab (the sold tab is its own). */
export const OWN_LISTING_STATE_FILTERS = LISTING_STATES.filter(
  (state): state is Exclude<(typeof LISTING_STATES)[number], 'sold'> => state !== 'sold',
);

/**
 * The yes/no filters, each a query parameter `{name}=1`: one entry here and one predicate in
 * lambdas/listing/stock-query.ts each.
 */
export const OWN_LISTING_FLAGS = ['boosted', 'missing_photos', 'expiring_soon'] as const;
export type OwnListingFlag = (typeof OWN_LISTING_FLAGS)[number];
export const OWN_LISTING_FLAG_LABELS: Record<OwnListingFlag, string> = {
  boosted: 'Boosted',
  missing_photos: 'Missing photos',
  expiring_soon: 'Expiring soon',
};

/** The longest search text: a make and model, a plate or a stock reference fit well within. */
export const OWN_LISTING_SEARCH_MAX = 60;

export const OWN_LISTINGS_QUERY_MESSAGES = {
  sort: `Unknown sort: use one of ${OWN_LISTING_SORTS.join(', ')}`,
  state: `Unknown state: use one of ${OWN_LISTING_STATE_FILTERS.join(', ')}`,
  flag: 'A filter is on with 1, or left out',
  search: `Search text is at most ${OWN_LISTING_SEARCH_MAX} characters`,
} as const;

const flagParam = z.enum(['1'], { error: OWN_LISTINGS_QUERY_MESSAGES.flag }).optional();

export const ownListingsQuerySchema = z.object({
  tab: z.enum(OWN_LISTING_TABS).default('active'),
  q: z
    .string()
    .max(OWN_LISTING_SEARCH_MAX, OWN_LISTINGS_QUERY_MESSAGES.search)
    .transform((text) => text.trim())
    .optional(),
  sort: z.enum(OWN_LISTING_SORTS, { error: OWN_LISTINGS_QUERY_MESSAGES.sort }).default('newest'),
  state: z
    .enum(OWN_LISTING_STATE_FILTERS as [string, ...string[]], {
      error: OWN_LISTINGS_QUERY_MESSAGES.state,
    })
    .optional(),
  boosted: flagParam,
  missing_photos: flagParam,
  expiring_soon: flagParam,
  cursor: listCursorSchema.optional(),
});
export type OwnListingsQuery = z.output<typeof ownListingsQuerySchema>;

export const ownListingsPageSchema = z.object({
  tab: z.enum(OWN_LISTING_TABS),
  items: z.array(ownListingRowSchema),
  counts: z.object({ active: count, sold: count }),
  /** How many of the tab's listings the search and filters match (all of them without any). */
  matched: count,
  next_cursor: z.string().nullable(),
});
export type OwnListingsPage = z.infer<typeof ownListingsPageSchema>;

/** A photo of a listing: its id (stable across reorders) and its 640 px variant. */
export const listingPhotoSchema = z.object({ id: z.string(), url: z.string() });
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** The owner's view of one listing in any state, with what the public never sees. */
export const ownListingSchema = listingSchema
  .omit({ latitude: true, longitude: true, geohash: true })
  .extend({
    photos: z.array(listingPhotoSchema),
    enquiries: count,
    /** How many buyers have it on their saved vans now (decision 064). */
    saves: count,
    /** Why moderation rejected it, once admins give reasons (issue 16); else null. */
    rejection_reason: z.string().nullable(),
    expires_at: expiresAt,
  });
export type OwnListing = z.infer<typeof ownListingSchema>;

// Photo uploads ---------------------------------------------------------------------------------

export const presignUploadSchema = z.object({
  content_type: z.enum(PHOTO_CONTENT_TYPES, {
    error: 'All files must be images and less than 5MB in size',
  }),
  size: z
    .number()
    .int()
    .min(1, 'All files must be images and less than 5MB in size')
    .max(LISTING_LIMITS.maxPhotoBytes, 'All files must be images and less than 5MB in size'),
});
export type PresignUploadRequest = z.infer<typeof presignUploadSchema>;

/** A presigned POST: the browser sends `fields` then the file as multipart form data to `url`. */
export const presignedUploadSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_at: z.iso.datetime(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

export const UPLOAD_STATES = ['processing', 'ready', 'failed'] as const;
export type UploadState = (typeof UPLOAD_STATES)[number];

export const uploadStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(UPLOAD_STATES),
  /** Why the processor refused the file (shown on that photo); null otherwise. */
  message: z.string().nullable(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** How long a presigned POST stays valid. */
export const UPLOAD_URL_SECONDS = 300;

// Select many and act (issue 33 §2, decision 071) ----------------------------------------------

/**
 * What the bulk bar does to the selected listings, each on its own (one listing's failure is
 * its row's, never the others'). 'renew' is the single Renew per listing (decision 072) for many
 * (decision 077).
 */
export const OWN_LISTING_BULK_ACTIONS = ['mark_sold', 'renew', 'delete'] as const;
export type OwnListingBulkAction = (typeof OWN_LISTING_BULK_ACTIONS)[number];

/** The most listings one request acts on: a page of search results several times over. */
export const OWN_LISTING_BULK_LIMIT = 100;

export const OWN_LISTING_BULK_MESSAGES = {
  action: `Unknown action: use one of ${OWN_LISTING_BULK_ACTIONS.join(', ')}`,
  empty: 'Select at least one listing',
  tooMany: `Select at most ${OWN_LISTING_BULK_LIMIT} listings at a time`,
  repeated: 'Each listing may be selected once',
  failed: 'Could not update this listing: please try again',
} as const;

export const ownListingsBulkSchema = z.object({
  action: z.enum(OWN_LISTING_BULK_ACTIONS, { error: OWN_LISTING_BULK_MESSAGES.action }),
  ids: z
    .array(z.string().min(1).max(100), { error: OWN_LISTING_BULK_MESSAGES.empty })
    .min(1, OWN_LISTING_BULK_MESSAGES.empty)
    .max(OWN_LISTING_BULK_LIMIT, OWN_LISTING_BULK_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, OWN_LISTING_BULK_MESSAGES.repeated),
});
export type OwnListingsBulkRequest = z.infer<typeof ownListingsBulkSchema>;

export const ownListingsBulkResultSchema = z.object({
  action: z.enum(OWN_LISTING_BULK_ACTIONS),
  /** One per id asked, in order: done, or why not (another seller's id reads 'not found'). */
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string().nullable() })),
});
export type OwnListingsBulkResult = z.infer<typeof ownListingsBulkResultSchema>;
