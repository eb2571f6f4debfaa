import { DAILY_FIGURES_DAYS, type AdminStats } from '#shared/admin/dashboard';
import type { Db } from '../../platform/db';
import { getDailyFigures, getFigureTotals, getRecentActivity } from './figures-repo';
import { ukDaysEnding } from '../../platform/uk-day';

/**
 * The dashboard's figures as the stream keeps them: three reads whatever the table's size (the
 * totals, one BatchGet of the chart's days, the newest activity), never a count.
 */
export async function readAdminStats(db: Db, now: Date = new Date()): Promise<AdminStats> {
  const [totals, daily, recentActivity] = await Promise.all([
    getFigureTotals(db),
    getDailyFigures(db, ukDaysEnding(now, DAILY_FIGURES_DAYS)),
    getRecentActivity(db),
  ]);
  return {
    activeListings: totals.live,
    soldListings: totals.sold,
    totalUsers: totals.users,
    boostingRevenuePence: totals.revenue_pence,
    pendingListings: totals.pending,
    recentActivity,
    daily,
  };
}
