import { useEffect } from 'react';
import { compareListingsRoute } from '#shared/api/routes/compare-listings';
import type { CompareVan } from '#shared/compare';
import { useApi } from '../api/use-api';
import { ResultCard } from './result-card';
import {
  forgetRecentlyViewed,
  recordRecentlyViewed,
  useRecentlyViewed,
} from '../lib/recently-viewed-store';

type RecentlyViewedProps = {
  /** The van on screen (the detail page): recorded as viewed, and left out of the strip. */
  current?: string;
  /** Extra classes for the section (its margins and container). */
  className?: string;
};

/**
 * 'Recently viewed': this browser's last vans, newest first, as cards read fresh from the
 * compare route (so a price is never stale), those no longer available dropped from the list
 * for good. Nothing at all on the server, in the hydration render or with nothing to show, so
 * the strip takes no space until it has cards; it sits below the fold, so nothing above moves.
 */
export function RecentlyViewed({ current, className = '' }: RecentlyViewedProps) {
  const stored = useRecentlyViewed(current);
  useEffect(() => {
    if (current) recordRecentlyViewed(current);
  }, [current]);
  const ids = stored ?? [];
  const { data } = useApi(
    compareListingsRoute,
    ids.length > 0 ? { query: { ids: ids.join(',') } } : null,
  );
  const gone = data?.items.filter((item) => !item.available).map((item) => item.id) ?? [];
  const goneKey = gone.join(',');
  useEffect(() => {
    if (goneKey) forgetRecentlyViewed(goneKey.split(','));
  }, [goneKey]);

  const cards = (data?.items ?? []).filter((item): item is CompareVan => item.available);
  if (ids.length === 0 || cards.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <h2 id="recently-viewed-heading" className="text-xl font-bold text-ink sm:text-2xl">
        Recently viewed
      </h2>
      {/* One row that scrolls sideways: up to twelve cards never push the page down. */}
      <ul
        aria-label="Recently viewed vans"
        tabIndex={0}
        className="mt-4 flex snap-x gap-3 overflow-x-auto pb-3 sm:gap-5"
      >
        {cards.map((card) => (
          <li key={card.id} className="w-40 shrink-0 snap-start sm:w-56">
            <ResultCard card={card} eager={false} layout="grid" />
          </li>
        ))}
      </ul>
    </section>
  );
}
