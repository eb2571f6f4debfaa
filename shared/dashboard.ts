/** GET /api/me/listings/stats: the seller dashboard's stat cards (spec 02 section 2). */
export type SellerStats = {
  /** Listings that are live: status active and approved. */
  activeListings: number;
  /** Listings with a search or homepage boost that has not expired. */
  boostedListings: number;
};
