import { Link } from 'react-router-dom';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { pages } from '#shared/pages';
import { buttonClass } from './button';

/** Any path that is not a page of the product, and an unknown blog article (their loaders answer 404). */
export function NotFoundPage() {
  return (
    <div className="container-page py-16 text-center sm:py-24">
      <PageHead
        title={pageTitle('Page not found')}
        description="The page you were looking for does not exist on VanYard."
        robots="noindex"
      />
      <p className="text-5xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        Page not found
      </h1>
      <p className="mx-auto mt-4 max-w-md text-muted">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the address may
        be mistyped.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={pages.home.build()} className={buttonClass({ size: 'lg' })}>
          Go to the home page
        </Link>
        <Link
          to={pages.usedVans.build()}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Browse used vans
        </Link>
      </div>
    </div>
  );
}
