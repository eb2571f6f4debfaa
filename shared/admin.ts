import type { SitemapKind } from './sitemaps';

/** GET /api/admin/stats: the admin overview's counts. */
export type AdminStats = {
  /** Listings buyers can see now (approved and active). */
  liveListings: number;
  /** Listings waiting for moderation. */
  pendingListings: number;
};

/** POST /api/admin/sitemaps (spec 02 section 7, generate-sitemaps). */
export type SitemapsGenerated = {
  success: true;
  message: string;
  counts: Record<SitemapKind, number> & { total: number };
};
