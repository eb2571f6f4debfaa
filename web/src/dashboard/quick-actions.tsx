import { Link } from 'react-router-dom';
import { QUICK_ACTIONS } from './dashboard-content';
import { pages } from '#shared/pages';

/**
 * The four quick actions as cards: the link carries only the action's name (so it reads
 * 'Add New Listing'), its description is tied to it, and the whole card is clickable.
 */
export function QuickActions() {
  return (
    <section aria-labelledby="dashboard-quick-actions">
      <h2 id="dashboard-quick-actions" className="text-xl font-bold tracking-tight text-ink">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {QUICK_ACTIONS.map((action, index) => {
          const descriptionId = `quick-action-${index}`;
          const primary = index === 0;
          return (
            <li
              key={action.label}
              className={`relative flex flex-col rounded-xl border p-5 shadow-sm ${
                primary
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-slate-200 bg-white text-ink hover:border-brand-700'
              }`}
            >
              <Link
                to={action.to}
                aria-describedby={descriptionId}
                className={`flex items-center justify-between gap-2 text-lg font-semibold after:absolute after:inset-0 after:rounded-xl ${
                  primary ? 'on-dark' : 'text-brand-700'
                }`}
              >
                {action.label}
                <span aria-hidden="true">→</span>
              </Link>
              <p
                id={descriptionId}
                className={`mt-1 text-sm ${primary ? 'text-brand-50' : 'text-muted'}`}
              >
                {action.description}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-muted">
        <Link
          to={pages.payments.build()}
          className="rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          Payment History
        </Link>
        : every boost you have paid for, and whether each payment went through.
      </p>
    </section>
  );
}
