import { z } from 'zod';
import {
  APPROVAL_STATUSES,
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  LISTING_STATUSES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
} from './catalogue/enums';
import { vanSpecsShape } from './vehicle/van-specs';
import { priceChangeSchema } from './price-history';

/**
 * The listing entity: every field the product stores (snake_case, as the
 * specification names them) plus what search needs (coordinates, geohash, slugs).
 */
export const listingSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  title: z.string(),
  make: z.string().min(1),
  model: z.string().min(1),
  year: z.number().int(),
  price: z.number().nonnegative(),
  price_includes_vat: z.boolean(),
  price_negotiable: z.boolean(),
  mileage: z.number().int().nonnegative(),
  fuel_type: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  condition: z.enum(CONDITIONS),
  body_type: z.enum(BODY_TYPES).nullable(),
  engine_size_cc: z.number().int().positive().nullable(),
  /** null when the seller left it unset: derived from fuel and year by the ULEZ rules. */
  ulez_compliant: z.boolean().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  image_urls: z.array(z.string()),
  location: z.string(),
  postcode: z.string(),
  seller_type: z.enum(SELLER_TYPES),
  status: z.enum(LISTING_STATUSES),
  approval_status: z.enum(APPROVAL_STATUSES),
  homepage_featured: z.boolean(),
  search_featured: z.boolean(),
  boost_expires: z.string().datetime().nullable(),
  /**
   * Each boost type's own end (issue 17, docs/boosts.md); `boost_expires` is the later of the
   * two while both run. Absent on listings never boosted since boosts could be bought.
   */
  search_featured_until: z.string().datetime().nullable().optional(),
  homepage_featured_until: z.string().datetime().nullable().optional(),
  /**
   * When its Top of Search boost was last bought (issue 28): among vans with a running Top of
   * Search boost the most recently bought comes first (docs/boosts.md, "Order in search").
   */
  search_boosted_at: z.string().datetime().nullable().optional(),
  mot_expiry_date: z.string().date().nullable(),
  service_history: z.enum(SERVICE_HISTORIES).nullable(),
  v5c_logbook_available: z.boolean(),
  hpi_clear: z.boolean(),
  views: z.number().int().nonnegative(),
  created_at: z.string().datetime(),
  updated_at: z.string().datetime(),
  // Derived for search and paths.
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  geohash: z.string().nullable(),
  make_slug: z.string(),
  model_slug: z.string(),
  location_slug: z.string(),
  colour: z.string().nullable(),
  /**
   * Set while an admin has disabled the seller's account: the listing is hidden (not live)
   * whatever its status, and shows again as it was when the account is enabled.
   */
  owner_disabled: z.boolean().optional(),
  /**
   * Set while enough buyers' reports are open (shared/reports.ts, decision 067): the listing is
   * hidden (not live) until an admin dismisses them or takes it down.
   */
  reports_hidden: z.boolean().optional(),
  /**
   * When the advert stops (issue 33 §4, decision 072): set when it goes live (approval) and on
   * each renewal, the admin setting's days later. Not `expires_at`: that name is the table's TTL
   * attribute, which would delete the listing if it ever held a number.
   */
  live_until: z.string().datetime().nullable().optional(),
  /** Set by the expiry run once `live_until` has passed: not live until the seller renews it. */
  expired: z.boolean().optional(),
  /** The `live_until` whose 7-day reminder was sent: one reminder per expiry date. */
  expiry_reminded_for: z.string().datetime().nullable().optional(),
  /**
   * The van's registration (issue 31): capitals, no spaces (shared/vehicle/registration.ts).
   * Buyers see it masked ('AB19 ***') unless the seller chose to show it.
   */
  registration: z.string().nullable().optional(),
  show_registration: z.boolean().optional(),
  /** The dealer's own id for the van (shared/stock-reference.ts); never shown to buyers. */
  stock_reference: z.string().nullable().optional(),
  /** Its price changes, newest last (shared/price-history.ts, decision 071); the seller's. */
  price_changes: z.array(priceChangeSchema).optional(),
  /** Wheelbase, roof, cab, weights and load space: each optional, none absurd (van-specs.ts). */
  ...vanSpecsShape,
});

export type Listing = z.infer<typeof listingSchema>;

/**
 * The fields that name a listing and its price, first in every summary of one (the public card,
 * a My Listings row, an Admin Listings row): a `pick` mask.
 */
export const LISTING_SUMMARY_FIELDS = {
  id: true,
  title: true,
  make: true,
  model: true,
  year: true,
  price: true,
} as const;

/** The public card shown on home and in results: no owner id, no contact details. */
export const listingCardSchema = listingSchema.pick({
  ...LISTING_SUMMARY_FIELDS,
  price_includes_vat: true,
  mileage: true,
  fuel_type: true,
  transmission: true,
  location: true,
  seller_type: true,
  ulez_compliant: true,
  image_urls: true,
  homepage_featured: true,
  search_featured: true,
  boost_expires: true,
  make_slug: true,
  model_slug: true,
  location_slug: true,
});

export type ListingCard = z.infer<typeof listingCardSchema>;

/**
 * A home page featured card (decision 077): the card, the dealer's page of a trade van whose
 * dealer has a visible one, and 'Price reduced' (shared/price-history.ts). Never the owner's id
 * or the price history itself.
 */
export type FeaturedCard = ListingCard & {
  dealer?: { slug: string; name: string } | null;
  price_reduced?: boolean;
};

/** The card of a listing, or of an index entry carrying the card's fields. */
export function toListingCard(listing: ListingCard): ListingCard {
  return listingCardSchema.parse(listing);
}

/** What decides whether a listing is live. */
export type LiveFields = Pick<
  Listing,
  'status' | 'approval_status' | 'owner_disabled' | 'reports_hidden' | 'expired'
>;

/**
 * Live means publicly visible: approved by moderation, still for sale, its seller's account
 * not disabled, not held back by buyers' reports awaiting review, and not expired (decision 072).
 */
export function isLive(listing: LiveFields): boolean {
  return (
    listing.status === 'active' &&
    listing.approval_status === 'approved' &&
    listing.owner_disabled !== true &&
    listing.reports_hidden !== true &&
    listing.expired !== true
  );
}

/** What a listing says about its boosts: the flags and their ends. */
type BoostFields = Pick<
  Listing,
  | 'search_featured'
  | 'homepage_featured'
  | 'boost_expires'
  | 'search_featured_until'
  | 'homepage_featured_until'
>;

/** Boosted: one of its boost types runs now (isBoostRunning). */
export function isBoosted(listing: BoostFields, now: Date = new Date()): boolean {
  return (
    isBoostRunning(listing, 'search_featured', now) ||
    isBoostRunning(listing, 'homepage_featured', now)
  );
}

/** When a boost type ends: its own end, or (a listing boosted before per-type ends) boost_expires. */
export function boostEnd(
  listing: Pick<Listing, 'boost_expires' | 'search_featured_until' | 'homepage_featured_until'>,
  type: 'search_featured' | 'homepage_featured',
): string | null {
  const own =
    type === 'search_featured' ? listing.search_featured_until : listing.homepage_featured_until;
  return own ?? listing.boost_expires;
}

/**
 * Whether a boost type runs now: its flag set and its own end ahead. The one rule every reader
 * applies (the listing page, search, the featured strip, the boost page, Admin Boosts), so a
 * boost stops showing at its end everywhere even before its expiry clears the flag.
 */
export function isBoostRunning(
  listing: BoostFields,
  type: 'search_featured' | 'homepage_featured',
  now: Date = new Date(),
): boolean {
  const end = boostEnd(listing, type);
  return listing[type] && end !== null && Date.parse(end) > now.getTime();
}

export function isHomepageFeatured(
  listing: Pick<Listing, 'homepage_featured' | 'boost_expires' | 'homepage_featured_until'>,
  now: Date = new Date(),
): boolean {
  const end = listing.homepage_featured_until ?? listing.boost_expires;
  return listing.homepage_featured && end !== null && Date.parse(end) > now.getTime();
}
