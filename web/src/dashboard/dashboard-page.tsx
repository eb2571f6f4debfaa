import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ownProfileRoute } from '#shared/api/routes/own-profile';
import { sellerStatsRoute } from '#shared/api/routes/seller-stats';
import { useApi } from '../api/use-api';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { showToast } from '../ui/toast-store';
import { DASHBOARD_TEXT, greeting } from './dashboard-content';
import { PAGE_LEAD } from '../ui/styles';
import { AwaitingApproval } from './awaiting-approval';
import { GettingStarted } from './getting-started';
import { NeedsAttention } from './needs-attention';
import { QuickActions } from './quick-actions';
import { isNewSeller, summaryText } from './seller-state';
import { StatCards } from './stat-cards';
import { AccountPerformance } from './account-performance';
import { STATS_LOAD_ERROR, statsState, type StatsState } from './stats';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { PageShell } from '../ui/page-shell';

/** /dashboard: the seller dashboard, for signed-in users only. */
export function DashboardPage() {
  return (
    <SignedInPage copy={DASHBOARD_TEXT}>{(user) => <SellerDashboard user={user} />}</SignedInPage>
  );
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
      state={state}
      onRetry={() => void stats.mutate()}
      performance={<AccountPerformance userId={user.id} />}
    />
  );
}

type DashboardViewProps = {
  name: string;
  state: StatsState;
  onRetry: () => void;
  /** The clock the lists' dates are counted from (tests fix it). */
  now?: Date;
  /** The account's figures over time, shown once the seller has a listing. */
  performance?: ReactNode;
};

/**
 * The dashboard from the seller's state (split out so it renders without a session in tests):
 * where they stand, the figures, what needs doing, then the quick actions. A seller with no
 * listing at all is given 'List your first van' and the first steps; a seller with listings
 * sees what waits for approval.
 */
export function DashboardView({ name, state, onRetry, now, performance }: DashboardViewProps) {
  const stats = state.status === 'ready' ? state.stats : null;
  return (
    <PageShell
      trail={[{ label: 'Home', href: pages.home.build() }, { label: 'Dashboard' }]}
      title="Dashboard"
    >
      <p className={PAGE_LEAD}>
        {greeting(name)}.{' '}
        {stats
          ? summaryText(stats)
          : 'Here is how your listings are doing and what you can do next.'}
      </p>
      {stats && isNewSeller(stats) ? (
        // A new seller's one next step, first on the page (a new account lands here).
        <Link
          to={pages.addListing.build()}
          className={`${buttonClass()} mt-5 w-full text-lg sm:w-auto`}
        >
          List your first van
        </Link>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-8">
          <StatCards state={state} onRetry={onRetry} />
          {stats && !isNewSeller(stats) ? performance : null}
          {stats ? <NeedsAttention stats={stats} now={now} /> : null}
          <QuickActions />
        </div>
        {stats ? (
          isNewSeller(stats) ? (
            <GettingStarted />
          ) : (
            <AwaitingApproval stats={stats} now={now} />
          )
        ) : null}
      </div>
    </PageShell>
  );
}
