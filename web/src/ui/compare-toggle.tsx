import { useState } from 'react';
import { Link } from 'react-router-dom';
import { COMPARE_LIMIT } from '#shared/compare';
import { TEXT_LINK_INLINE } from './styles';
import { compareHref } from '../lib/compare-href';
import {
  removeStoredCompare,
  toggleStoredCompare,
  useCompareEntries,
  type CompareEntry,
} from '../lib/compare-store';

/**
 * 'Add to compare' on a van's advert: a toggle (aria-pressed) over this browser's list of up to
 * four, with 'Compare vans (N)' to the compare page once there is one. A fifth asks the buyer to
 * remove one of the four first, naming them. Not pressed on the server and in the hydration
 * render: the list is this browser's, known afterwards.
 */
export function CompareToggle({ van, className = '' }: { van: CompareEntry; className?: string }) {
  const entries = useCompareEntries();
  const [full, setFull] = useState(false);
  const pressed = entries.some((entry) => entry.id === van.id);

  function toggle() {
    setFull(toggleStoredCompare(van) === 'full');
  }

  function removeOther(id: string) {
    removeStoredCompare(id);
    setFull(false);
  }

  return (
    <div className={`flex flex-col items-start gap-2 ${className}`} data-testid="compare-toggle">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          aria-pressed={pressed}
          onClick={toggle}
          className={`inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold ${
            pressed
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-slate-300 bg-white text-ink hover:bg-slate-50'
          }`}
        >
          <span
            aria-hidden="true"
            className={`flex size-4 items-center justify-center rounded-sm border-2 text-[0.65rem] leading-none ${
              pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-500'
            }`}
          >
            {pressed ? '✓' : ''}
          </span>
          Add to compare
        </button>
        {entries.length > 0 ? (
          <Link to={compareHref(entries.map((entry) => entry.id))} className={TEXT_LINK_INLINE}>
            Compare vans ({entries.length})
          </Link>
        ) : null}
      </div>
      {full && !pressed ? (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold text-ink">
            You can compare up to {COMPARE_LIMIT} vans. Remove one to add this van.
          </p>
          <ul className="mt-2 space-y-1">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3">
                <span>{entry.title}</span>
                <button
                  type="button"
                  onClick={() => removeOther(entry.id)}
                  aria-label={`Remove ${entry.title} from compare`}
                  className="min-h-10 rounded-md border border-slate-500 bg-white px-3 font-semibold text-ink hover:bg-slate-100"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
