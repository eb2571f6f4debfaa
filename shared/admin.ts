import { z } from 'zod';
import { SITEMAP_KINDS, type SitemapKind } from './sitemaps';

const count = z.number().int().min(0);

/** GET /api/admin/stats: the admin overview's counts. */
export const adminStatsSchema = z.object({
  /** Listings buyers can see now (approved and active). */
  liveListings: count,
  /** Listings waiting for moderation. */
  pendingListings: count,
});

export type AdminStats = z.infer<typeof adminStatsSchema>;

/** POST /api/admin/sitemaps: a successful run, with its message and a count for every kind. */
export const sitemapsGeneratedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  counts: z.object({
    ...(Object.fromEntries(SITEMAP_KINDS.map((kind) => [kind, count])) as Record<
      SitemapKind,
      typeof count
    >),
    total: count,
  }),
});

export type SitemapsGenerated = z.infer<typeof sitemapsGeneratedSchema>;
