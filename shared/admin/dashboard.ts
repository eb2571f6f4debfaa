import { z } from 'zod';
import { SITEMAP_KINDS, type SitemapKind } from '../sitemaps';

const count = z.number().int().min(0);

/** Days of the dashboard's chart of listings created and approved. */
export const DAILY_FIGURES_DAYS = 30;
/** Items of Recent Activity. */
export const RECENT_ACTIVITY_ITEMS = 5;

export const ACTIVITY_KINDS = ['listing', 'user', 'payment'] as const;

/** One line of Recent Activity: a new listing, a new user, a payment. */
export const activitySchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(ACTIVITY_KINDS),
  /** 'New listing: 2019 Ford Transit Custom', 'New user: Sam Patel', 'Payment: £9.99'. */
  text: z.string(),
  /** The admin page about it, or null. */
  href: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const dailyFiguresSchema = z.object({
  /** A UK calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  created: count,
  approved: count,
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/**
 * GET /api/admin/stats: the admin dashboard's figures, from counters the table's stream keeps
 * (lambdas/admin/figures/), never counted on each view.
 */
export const adminStatsSchema = z.object({
  /** Approved, active and shown: what buyers can see. */
  activeListings: count,
  soldListings: count,
  totalUsers: count,
  /** Succeeded boost payments, in pence. */
  boostingRevenuePence: count,
  /** Waiting for moderation (not sold). */
  pendingListings: count,
  /** Newest first, up to RECENT_ACTIVITY_ITEMS. */
  recentActivity: z.array(activitySchema),
  /** The last DAILY_FIGURES_DAYS days, oldest first, today last. */
  daily: z.array(dailyFiguresSchema),
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
