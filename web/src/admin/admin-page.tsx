import { adminStatsRoute } from '#shared/api/routes/admin-stats';
import { useApi } from '../api/use-api';
import { AdminStatCards } from './admin-stat-cards';
import { DailyChart } from './dashboard/daily-chart';
import { dashboardState, type DashboardState } from './dashboard/dashboard-state';
import { RecentActivity } from './dashboard/recent-activity';
import { useAdminUser } from './layout/admin-context';
import { SitemapGenerationCard } from './sitemap-generation-card';
import { AdminPageFrame } from './ui/admin-page-frame';

export const ADMIN_PAGE_TITLE = 'Admin Dashboard';
const DESCRIPTION =
  'Listings, users and boosting revenue at a glance, what happened lately, and the sitemaps.';

/**
 * /admin, inside the admin layout (which lets admins only in): the figures the stream keeps
 * (GET /api/admin/stats), Recent Activity, the 30-day chart and the sitemap card. A failed
 * load is silent, as the spec says: the parts say 'Unavailable' and offer another try.
 */
export function AdminPage() {
  const user = useAdminUser();
  const { data, error, isValidating, mutate } = useApi(adminStatsRoute, {}, { userId: user.id });
  return (
    <AdminDashboardView
      state={dashboardState(data, error)}
      retrying={isValidating}
      onRetry={() => void mutate()}
    />
  );
}

type AdminDashboardViewProps = {
  state: DashboardState;
  onRetry: () => void;
  retrying?: boolean;
};

export function AdminDashboardView({ state, onRetry, retrying }: AdminDashboardViewProps) {
  return (
    <AdminPageFrame title={ADMIN_PAGE_TITLE} description={DESCRIPTION}>
      <div className="space-y-6 sm:space-y-8">
        <AdminStatCards state={state} onRetry={onRetry} retrying={retrying} />
        <div className="grid gap-6 sm:gap-8 xl:grid-cols-2">
          <RecentActivity state={state} />
          <DailyChart state={state} />
        </div>
        <SitemapGenerationCard />
      </div>
    </AdminPageFrame>
  );
}
