import { z } from 'zod';
import type { SellerType } from './catalogue/enums';
import { isUkPhone, UK_PHONE_MESSAGE } from './phone';
import type { Listing } from './listing';
import type { SearchCard } from './search/response';
import type { AdvertMotHistory } from './vehicle/mot-advert';
import type { FinanceSettings } from './finance';
import type { PriceIndicator } from './valuation/price-band';
import { multiLineText, singleLineText } from './text-fields';

/*
 * The listing detail API (issue 4), shared by the handlers and the SPA.
 *
 *   GET  /api/listings/{id}            ListingDetailResponse, or 404 not_found
 *   GET  /api/listings/{id}/phone      PhoneResponse; 404 not_found (unknown or not live),
 *                                      404 no_phone; 429 too_many_requests
 *   GET  /api/listings/{id}/similar    SimilarResponse (live listings only; else 404)
 *   POST /api/listings/{id}/views      204: views + 1, atomically (live listings only)
 *   POST /api/listings/{id}/enquiries  EnquiryRequest -> 201 EnquiryResponse; 400 with field
 *                                      messages; 404; 409 listing_unavailable; 429 too_many_requests
 *
 * The seller's e-mail address never leaves the server; the phone number only through /phone.
 */

/**
 * Listing fields shown on the detail page: no owner id, postcode, geohash, view count or the
 * dealer's stock reference.
 */
export type PublicListing = Omit<
  Listing,
  'user_id' | 'postcode' | 'geohash' | 'views' | 'stock_reference' | 'price_changes'
> & {
  /** The listing's flag, or derived from fuel and year when the seller left it unset. */
  ulez_compliant: boolean;
  /**
   * As buyers see it: 'AB19 CDE' when the seller shows it, else 'AB19 ***' (never the whole
   * plate); null when not given.
   */
  registration?: string | null;
};

/** The seller card: never the e-mail address or the phone number themselves. */
export type SellerCard = {
  name: string;
  /** An http(s) URL, or null. */
  website: string | null;
  seller_type: SellerType;
  /** The seller gave a phone number: GET /phone reveals it. */
  has_phone: boolean;
  /** The seller can be e-mailed: the enquiry form relays to them. */
  has_email: boolean;
  /**
   * A trade seller's dealer page (/dealers/{slug}, decision 069); null for a private seller or
   * a hidden page. Absent from answers cached before dealer pages.
   */
  dealer_slug?: string | null;
};

export type LiveListingDetail = {
  availability: 'live';
  /** The canonical path: the page redirects there when the URL differs. */
  path: string;
  listing: PublicListing;
  /** Its Top of Search boost runs now (isBoostRunning). */
  featured: boolean;
  /** Its Homepage Featured boost runs now (isBoostRunning). */
  homepage_featured: boolean;
  seller: SellerCard | null;
  /**
   * The van's MOT history from the stored copy (issue 31 §3), absent when none is stored for its
   * present plate (no plate, not fetched yet).
   */
  mot_history?: AdvertMotHistory;
  /** The finance calculator's representative APR and the cards' switch; null when unknown. */
  finance?: FinanceSettings | null;
};

/** A sold or not-approved listing: only what the unavailable view needs. */
export type UnavailableListingDetail = {
  availability: 'unavailable';
  /**
   * 'sold' when status is sold; 'under_review' while buyers' reports hold an otherwise live
   * listing back (decision 067); 'expired' when its advertised days are over and it is not
   * renewed (decision 072); otherwise 'removed'.
   */
  reason: 'sold' | 'under_review' | 'expired' | 'removed';
  path: string;
  id: string;
  year: number;
  make: string;
  model: string;
  make_slug: string;
  model_slug: string;
};

export type ListingDetailResponse = LiveListingDetail | UnavailableListingDetail;

export type PhoneResponse = { phone: string };

export type SimilarResponse = {
  items: SearchCard[];
  /**
   * The listing's price against comparable live vans (shared/valuation/price-band.ts), from the
   * search index this route already holds (the detail route reads the table only, decision
   * 066); null with too few comparables or while the index lacks the van. Absent from answers
   * cached before it existed.
   */
  price_indicator?: PriceIndicator | null;
};

export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

export const ENQUIRY_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  phone: UK_PHONE_MESSAGE,
  messageEmpty: 'Please enter a message',
  messageLong: `Please keep your message under ${ENQUIRY_LIMITS.message} characters`,
} as const;

/**
 * The enquiry form. `company` is a honeypot: hidden from people, filled by bots; the server
 * answers a filled one as if sent and stores nothing.
 */
export const enquiryRequestSchema = z.object({
  name: singleLineText().min(1, ENQUIRY_MESSAGES.name).max(ENQUIRY_LIMITS.name),
  email: z.string().trim().max(ENQUIRY_LIMITS.email).email(ENQUIRY_MESSAGES.email),
  phone: singleLineText(ENQUIRY_MESSAGES.phone)
    .max(ENQUIRY_LIMITS.phone, ENQUIRY_MESSAGES.phone)
    .refine((value) => value === '' || isUkPhone(value), ENQUIRY_MESSAGES.phone)
    .optional(),
  message: multiLineText()
    .min(1, ENQUIRY_MESSAGES.messageEmpty)
    .max(ENQUIRY_LIMITS.message, ENQUIRY_MESSAGES.messageLong),
  // Not checked for control characters: a bot must get the same answer whatever it fills in.
  company: z.string().max(200).optional(),
});

export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;

export type EnquiryResponse = { status: 'sent' };

export const LISTING_DETAIL_ERROR_CODES = {
  notFound: 'not_found',
  noPhone: 'no_phone',
  unavailable: 'listing_unavailable',
  rateLimited: 'too_many_requests',
} as const;
