import { useEffect, useRef, type ReactNode } from 'react';
import { ownProfileRoute } from '../../../shared/api/routes/own-profile';
import { sellerStatsRoute } from '../../../shared/api/routes/seller-stats';
import { useApi } from '../api/use-api';
import { RequireSession } from '../auth/require-session';
import type { SessionUser } from '../auth/session-user';
import { Breadcrumbs } from '../components/breadcrumbs';
import { pageTitle } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';
import { showToast } from '../toast/toast-store';
import { greeting } from './dashboard-content';
import { PAGE, PAGE_HEADING, PAGE_INNER, PAGE_LEAD } from './dashboard-styles';
import { GettingStarted } from './getting-started';
import { QuickActions } from './quick-actions';
import { StatCards } from './stat-cards';
import { STATS_LOAD_ERROR, statsState } from './stats';

/** /dashboard: the seller dashboard, for signed-in users only. */
export function DashboardPage() {
  usePageMeta({
    title: pageTitle('Dashboard'),
    description: 'Your VanYard seller dashboard: your listings at a glance and quick actions.',
  });
  return <RequireSession>{(user) => <SellerDashboard user={user} />}</RequireSession>;
}

export function SellerDashboard({ user }: { user: SessionUser }) {
  const stats = useApi(sellerStatsRoute, {}, { userId: user.id });
  // The profile's name is newer than the token's after a change in Profile Settings.
  const profile = useApi(ownProfileRoute, {}, { userId: user.id });
  const state = statsState(stats.data, stats.error);
  const failed = state.status === 'unavailable';

  // One toast per visit, however many retries fail.
  const toasted = useRef(false);
  useEffect(() => {
    if (!failed || toasted.current) return;
    toasted.current = true;
    showToast({ title: 'Error', description: STATS_LOAD_ERROR, variant: 'destructive' });
  }, [failed]);

  return (
    <DashboardView
      name={profile.data?.full_name || user.name}
      stats={<StatCards state={state} onRetry={() => void stats.mutate()} />}
    />
  );
}

/** The page around the stat cards (split out so it renders without a session in tests). */
export function DashboardView({ name, stats }: { name: string; stats: ReactNode }) {
  return (
    <div className={PAGE}>
      <meta name="robots" content="noindex" />
      <div className={PAGE_INNER}>
        <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'Dashboard' }]} />
        <h1 className={PAGE_HEADING}>Dashboard</h1>
        <p className={PAGE_LEAD}>
          {greeting(name)}. Here is how your listings are doing and what you can do next.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="space-y-8">
            {stats}
            <QuickActions />
          </div>
          <GettingStarted />
        </div>
      </div>
    </div>
  );
}
