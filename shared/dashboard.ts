import { z } from 'zod';

const count = z.number().int().min(0);

/** GET /api/me/listings/stats: the seller dashboard's stat cards. */
export const sellerStatsSchema = z.object({
  /** Listings that are live: status active and approved. */
  activeListings: count,
  /** Listings with a search or homepage boost that has not expired. */
  boostedListings: count,
});

export type SellerStats = z.infer<typeof sellerStatsSchema>;
