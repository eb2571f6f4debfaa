import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { FeaturedListingsResponse } from '#shared/api/routes/featured-listings';
import { cardOfListing } from '#shared/search/card-of-listing';
import { useFeaturedListings } from '../api/use-featured-listings';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { ResultCard } from '../ui/result-card';
import { paginate } from '../lib/paginate';
import { FeaturedVanSkeleton } from './featured-van-skeleton';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

/** 8 featured vans per page: two rows of four on a wide screen. */
export const FEATURED_PER_PAGE = 8;
/** The widest grid has 4 columns: the first 4 cards are the first row. */
const FIRST_ROW = 4;

/** `loaded`: the home page loader's featured vans, undefined after a navigation. */
export function FeaturedVans({ loaded }: { loaded?: FeaturedListingsResponse }) {
  const featured = useFeaturedListings(loaded);
  const [requestedPage, setRequestedPage] = useState(1);

  const items = featured.status === 'ready' ? featured.items : [];
  const page = paginate(items, requestedPage, FEATURED_PER_PAGE);
  const showPager = featured.status === 'ready' && page.totalPages > 1;

  return (
    <section aria-labelledby="featured-heading" className="container-page py-12 sm:py-16">
      <div className="flex items-center justify-between gap-2 sm:gap-4">
        <h2
          id="featured-heading"
          className="text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        >
          Featured Vans
        </h2>
        {showPager ? (
          <div
            className="flex shrink-0 items-center gap-2 sm:gap-3"
            role="group"
            aria-label="Featured vans pages"
          >
            <PagerButton
              label="Previous featured vans"
              disabled={!page.hasPrevious}
              onClick={() => setRequestedPage(page.page - 1)}
            >
              <ChevronLeftIcon />
            </PagerButton>
            <p aria-live="polite" className="min-w-10 text-center font-medium tabular-nums">
              <span className="sr-only">Page </span>
              {page.page} / {page.totalPages}
            </p>
            <PagerButton
              label="Next featured vans"
              disabled={!page.hasNext}
              onClick={() => setRequestedPage(page.page + 1)}
            >
              <ChevronRightIcon />
            </PagerButton>
          </div>
        ) : null}
      </div>
      <p className="mt-1 text-muted">Vans from sellers across the UK, boosted to the top.</p>

      {featured.status === 'loading' ? (
        <div aria-busy="true" className="mt-8">
          <p role="status" className="sr-only">
            Loading featured vans
          </p>
          <div className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: FEATURED_PER_PAGE }, (_, index) => (
              <FeaturedVanSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : page.items.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <p className="text-lg text-ink">No featured vans available at the moment.</p>
          <Link to={pages.usedVans.build()} className={`${buttonClass()} mt-4`}>
            Browse all vans
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 sm:mt-8 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
          {page.items.map((listing, index) => (
            <li key={listing.id}>
              {/* Every van here is homepage featured now: the API answers only those. */}
              <ResultCard
                card={cardOfListing(listing, { featured: true, distanceMiles: null })}
                eager={page.page === 1 && index < FIRST_ROW}
                layout="grid"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type PagerButtonProps = {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** Stays focusable at the ends (aria-disabled) so keyboard focus is never lost. */
function PagerButton({ label, disabled, onClick, children }: PagerButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className="rounded-full border border-slate-300 bg-white p-2 text-ink sm:p-2.5 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
    >
      {children}
    </button>
  );
}
