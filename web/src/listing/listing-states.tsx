import { Link } from 'react-router-dom';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

const PRIMARY_LINK = `${buttonClass({ size: 'lg' })} on-dark`;
const SECONDARY_LINK = buttonClass({ variant: 'outline', size: 'lg' });

/** An unknown id, an id not in id form, or a listing not yet approved: status 404. */
export function ListingNotFound() {
  return (
    <div className="container-page py-16 text-center sm:py-24">
      <PageHead
        title={pageTitle('Listing not found')}
        description="This van listing does not exist on VanYard."
        robots="noindex"
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Listing not found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        We couldn't find this van. The link may be mistyped, or the listing may have been deleted.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={pages.usedVans.build()} className={PRIMARY_LINK}>
          Browse more vans
        </Link>
        <Link to={pages.home.build()} className={SECONDARY_LINK}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

export function ListingLoading() {
  return (
    <div className="container-page py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading listing details…
      </p>
      <div className="h-6 w-64 max-w-full animate-pulse rounded bg-slate-200" />
      <div className="mt-4 h-9 w-96 max-w-full animate-pulse rounded bg-slate-200" />
      <div className="mt-6 aspect-[4/3] w-full max-w-3xl animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}

export function ListingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Could not load listing details</h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        Something went wrong while loading this van. Please check your connection and try again.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} className={PRIMARY_LINK}>
          Try again
        </button>
        <Link to={pages.usedVans.build()} className={SECONDARY_LINK}>
          Browse more vans
        </Link>
      </div>
    </div>
  );
}

export { PRIMARY_LINK, SECONDARY_LINK };
