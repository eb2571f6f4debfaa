import { z } from 'zod';
import { listingSchema } from './listing';

const count = z.number().int().min(0);

/** A boost that ends within this many days shows on the dashboard as ending soon. */
export const BOOST_ENDING_SOON_DAYS = 3;

/** At most this many listings in each of the dashboard's lists (the counts say how many in all). */
export const DASHBOARD_LIST_LIMIT = 5;

/** One listing in a dashboard list: enough for its title, its links and its date. */
export const dashboardListingSchema = listingSchema.pick({
  id: true,
  make: true,
  model: true,
  year: true,
  created_at: true,
  updated_at: true,
  search_featured: true,
  homepage_featured: true,
  boost_expires: true,
});
export type DashboardListing = z.infer<typeof dashboardListingSchema>;

/** A draft in the dashboard's list: and how many photos it has (it needs 3 to be sent). */
export const dashboardDraftSchema = dashboardListingSchema.extend({ photo_count: count });
export type DashboardDraft = z.infer<typeof dashboardDraftSchema>;

/**
 * GET /api/me/listings/stats: the seller dashboard, from the seller's state. Counted from the
 * owner index (every listing of the seller, in any state) and the owner's tally (enquiries).
 */
export const sellerStatsSchema = z.object({
  /** Listings that are live: status active and approved. */
  activeListings: count,
  /** Listings with a search or homepage boost that has not expired. */
  boostedListings: count,
  /** Not sold and waiting for moderation (approval pending). */
  pendingListings: count,
  /** Not sold and refused by moderation: they need the seller's attention. */
  rejectedListings: count,
  /** Not sold and not yet sent for review (an import short of photos): to complete. */
  draftListings: count.default(0),
  soldListings: count,
  /** Every listing the seller has, in any state: 0 means a new seller. */
  totalListings: count,
  /** Buyers' enquiries received across the seller's listings, and when the latest came. */
  enquiriesReceived: count,
  latestEnquiryAt: z.string().nullable(),
  /** Running boosts that end within BOOST_ENDING_SOON_DAYS, soonest first. */
  boostsEndingSoon: z.array(dashboardListingSchema),
  /** Listings waiting for approval, longest waiting first. */
  awaitingApproval: z.array(dashboardListingSchema),
  /** Rejected listings, most recently reviewed first. */
  rejected: z.array(dashboardListingSchema),
  /** Drafts to complete, oldest first. */
  drafts: z.array(dashboardDraftSchema).default([]),
});

export type SellerStats = z.infer<typeof sellerStatsSchema>;

/** A seller with no listings and no enquiries: every count 0, every list empty. */
export const NEW_SELLER_STATS: SellerStats = {
  activeListings: 0,
  boostedListings: 0,
  pendingListings: 0,
  rejectedListings: 0,
  draftListings: 0,
  soldListings: 0,
  totalListings: 0,
  enquiriesReceived: 0,
  latestEnquiryAt: null,
  boostsEndingSoon: [],
  awaitingApproval: [],
  rejected: [],
  drafts: [],
};
