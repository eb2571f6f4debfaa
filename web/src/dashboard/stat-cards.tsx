import { CARD, SKELETON } from '../ui/styles';
import { STAT_CARDS, statCardText, type StatsState } from './stats';
import { buttonClass } from '../ui/button';

type StatCardsProps = {
  state: StatsState;
  /** Asks for the figures again (shown when they could not be loaded). */
  onRetry: () => void;
};

/** Active Listings and Boosted Listings: a skeleton while loading, 'Unavailable' on failure. */
export function StatCards({ state, onRetry }: StatCardsProps) {
  const loading = state.status === 'loading';
  return (
    <section aria-labelledby="dashboard-overview">
      <h2 id="dashboard-overview" className="text-xl font-bold tracking-tight text-ink">
        Overview
      </h2>
      <div aria-busy={loading} className="mt-4 grid grid-cols-2 gap-3 sm:gap-4">
        {STAT_CARDS.map((card) => {
          const { figure, caption } = statCardText(card, state);
          const labelId = `stat-${card.key}`;
          return (
            <div key={card.key} role="group" aria-labelledby={labelId} className={CARD}>
              <h3 id={labelId} className="text-base font-semibold text-muted">
                {card.label}
              </h3>
              {figure === null ? (
                <p className="mt-2 flex h-10 items-center">
                  <span aria-hidden="true" className={`${SKELETON} block h-9 w-16`} />
                  <span className="sr-only">Loading…</span>
                </p>
              ) : (
                <p
                  className={`mt-2 flex h-10 items-center font-bold text-ink ${
                    state.status === 'ready' ? 'text-4xl' : 'text-xl'
                  }`}
                >
                  {figure}
                </p>
              )}
              <p className="mt-1 text-sm text-muted">{caption}</p>
            </div>
          );
        })}
      </div>
      {state.status === 'unavailable' ? (
        <button
          type="button"
          onClick={onRetry}
          className={`${buttonClass({ variant: 'secondary' })} mt-4`}
        >
          Try again
        </button>
      ) : null}
    </section>
  );
}
