import { useId } from 'react';
import type { AdminStats } from '../../../shared/admin';
import { adminStatsRoute } from '../../../shared/api/routes/admin-stats';
import { useApi } from '../api/use-api';
import { formatCount } from './admin-format';
import { CARD, SMALL_SECONDARY_BUTTON } from './admin-ui';

type StatKey = keyof AdminStats;

const STATS: readonly { key: StatKey; title: string; hint: string }[] = [
  {
    key: 'liveListings',
    title: 'Active Listings',
    hint: 'Active and approved: visible to buyers now.',
  },
  {
    key: 'pendingListings',
    title: 'Awaiting Approval',
    hint: 'New or edited listings waiting for moderation.',
  },
];

/**
 * The overview's figures. A failure is silent (spec 02 section 8: no toast): the cards say the
 * figure is unavailable and offer another try.
 */
export function AdminStatCards({ userId }: { userId: string }) {
  const { data, error, isValidating, mutate } = useApi(adminStatsRoute, {}, { userId });
  // An empty answer (null) counts as a failure, not as a load that never ends.
  const loading = data === undefined && !error;
  const failed = !data && !loading;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        {STATS.map((stat) => (
          <StatCard
            key={stat.key}
            title={stat.title}
            hint={stat.hint}
            loading={loading}
            figure={data ? formatCount(data[stat.key]) : null}
          />
        ))}
      </div>
      {failed ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-muted">The figures could not be loaded.</p>
          <button
            type="button"
            aria-disabled={isValidating}
            onClick={() => {
              if (!isValidating) void mutate();
            }}
            className={SMALL_SECONDARY_BUTTON}
          >
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}

type StatCardProps = {
  title: string;
  hint: string;
  loading: boolean;
  /** The formatted figure; null when it could not be loaded. */
  figure: string | null;
};

function StatCard({ title, hint, loading, figure }: StatCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading} className={CARD}>
      <h2 id={headingId} className="font-semibold text-muted">
        {title}
      </h2>
      {loading ? (
        <>
          <span className="sr-only">Loading...</span>
          <div aria-hidden="true" className="mt-2 h-10 w-24 animate-pulse rounded bg-slate-200" />
        </>
      ) : figure === null ? (
        <p className="mt-2 text-2xl leading-10 font-semibold text-muted">Unavailable</p>
      ) : (
        <p className="mt-2 text-4xl leading-10 font-bold text-ink tabular-nums">{figure}</p>
      )}
      <p className="mt-2 text-sm text-muted">{hint}</p>
    </section>
  );
}
