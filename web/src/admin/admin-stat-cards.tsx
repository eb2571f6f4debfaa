import { Link } from 'react-router-dom';
import { SKELETON, CARD, TEXT_LINK } from '../ui/styles';
import { STAT_CARDS, statFigure, type DashboardState } from './dashboard/dashboard-state';
import { buttonClass } from '../ui/button';

/**
 * Where each card sits: two a row on a phone (Pending Review across both), then Active, Sold
 * and Total Users over Boosting Revenue and Pending Review, and all five in a row when wide.
 */
const PLACES = [
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-2 2xl:col-span-1',
  'lg:col-span-3 2xl:col-span-1',
  'col-span-2 lg:col-span-3 2xl:col-span-1',
];

type AdminStatCardsProps = {
  state: DashboardState;
  /** Asks for the figures again; offered after a failure, which is otherwise silent. */
  onRetry: () => void;
  retrying?: boolean;
};

/** The dashboard's stat cards: a skeleton while loading, 'Unavailable' after a failure. */
export function AdminStatCards({ state, onRetry, retrying = false }: AdminStatCardsProps) {
  return (
    <section aria-labelledby="admin-figures">
      <h2 id="admin-figures" className="sr-only">
        Figures
      </h2>
      <div
        aria-busy={state.status === 'loading'}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6 2xl:grid-cols-5"
      >
        {STAT_CARDS.map((card, index) => {
          const figure = statFigure(card, state);
          const labelId = `admin-stat-${card.key}`;
          return (
            <div
              key={card.key}
              role="group"
              aria-labelledby={labelId}
              className={`${CARD} flex min-w-0 flex-col p-4 sm:p-5 ${PLACES[index] ?? ''}`}
            >
              <h3 id={labelId} className="text-sm font-semibold text-muted sm:text-base">
                {card.label}
              </h3>
              {figure === null ? (
                <p className="mt-2 flex h-10 items-center">
                  <span aria-hidden="true" className={`${SKELETON} block h-9 w-20`} />
                  <span className="sr-only">Loading…</span>
                </p>
              ) : (
                <p
                  className={`mt-2 flex min-h-10 items-center font-bold break-all text-ink tabular-nums ${
                    state.status === 'ready' ? 'text-3xl' : 'text-lg text-muted'
                  }`}
                >
                  {figure}
                </p>
              )}
              <p className="mt-1 text-sm text-muted">{card.caption}</p>
              {card.link && state.status === 'ready' ? (
                <Link to={card.link.href} className={`${TEXT_LINK} mt-2 self-start text-sm`}>
                  {card.link.text}
                </Link>
              ) : null}
            </div>
          );
        })}
      </div>
      {state.status === 'unavailable' ? (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-muted">The figures could not be loaded.</p>
          <button
            type="button"
            aria-disabled={retrying}
            onClick={() => {
              if (!retrying) onRetry();
            }}
            className={`${buttonClass({ variant: 'secondary' })} self-start`}
          >
            Try again
          </button>
        </div>
      ) : null}
    </section>
  );
}
