import { Link } from 'react-router-dom';
import type { SearchResponse } from '#shared/search/response';
import { SITE_TAGLINE } from '../lib/site';
import { HomeSearch } from './home-search';
import { pages } from '#shared/pages';
import { CheckIcon } from '../ui/icons';

const SELLING_POINTS = [
  'Unlimited free listings',
  'No listing fees and no commission',
  'Private sellers and trade dealers',
  'Search by postcode and find ULEZ compliant vans',
] as const;

/**
 * The headline with the search beside it on a wide screen, under it on a phone, where it is the
 * first thing after the headline (as on AutoTrader and Gumtree, the home page is a search).
 * `count`: the page loader's unfiltered search, which the search's button starts from.
 */
export function Hero({ count }: { count?: SearchResponse }) {
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="container-page grid items-start gap-6 py-8 sm:gap-8 sm:py-14 lg:grid-cols-[minmax(0,1fr)_28rem] lg:gap-x-12 lg:py-20">
        <div className="lg:pt-4">
          <h1 className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {SITE_TAGLINE}
          </h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-brand-100 sm:mt-5 sm:text-lg sm:leading-8">
            Find your next van from private sellers and trade dealers across the UK, or list yours
            free in 2 minutes.
          </p>
          <ul className="mt-8 hidden gap-x-6 gap-y-3 text-base lg:grid lg:grid-cols-2">
            {SELLING_POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <CheckIcon className="mt-1 size-5 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:row-span-2">
          <HomeSearch count={count} />
        </div>
        <div className="flex gap-3 lg:-mt-2">
          <Link
            to={pages.usedVans.build()}
            className="flex-1 rounded-md border-2 border-white px-4 py-2.5 text-center font-semibold text-white hover:bg-white hover:text-brand-900 sm:flex-none sm:px-6 sm:py-3 sm:text-lg"
          >
            Browse Vans
          </Link>
          <Link
            to={pages.addListing.build()}
            className="flex-1 rounded-md border-2 border-white px-4 py-2.5 text-center font-semibold text-white hover:bg-white hover:text-brand-900 sm:flex-none sm:px-6 sm:py-3 sm:text-lg"
          >
            List it Free
          </Link>
        </div>
      </div>
    </section>
  );
}
