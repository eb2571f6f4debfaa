import { Link } from 'react-router-dom';
import { SITE_TAGLINE } from '../lib/site';

const SELLING_POINTS = [
  'Unlimited free listings',
  'No listing fees and no commission',
  'Private sellers and trade dealers',
  'Search by postcode and find ULEZ compliant vans',
] as const;

export function Hero() {
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="container-page grid items-center gap-10 py-10 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            {SITE_TAGLINE}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-brand-100 sm:mt-5 sm:text-lg sm:leading-8">
            Find your next van from private sellers and trade dealers across the UK, or list yours
            free in 2 minutes.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <Link
              to="/used-vans"
              className="rounded-md border-2 border-accent-400 bg-accent-400 px-6 py-3 text-center text-lg font-semibold text-ink hover:border-accent-300 hover:bg-accent-300"
            >
              Browse Vans
            </Link>
            <Link
              to="/add-listing"
              className="rounded-md border-2 border-white px-6 py-3 text-center text-lg font-semibold text-white hover:bg-white hover:text-brand-900"
            >
              List it Free
            </Link>
          </div>
        </div>
        <ul className="hidden space-y-4 rounded-2xl bg-white/10 p-8 text-lg ring-1 ring-white/20 lg:block">
          {SELLING_POINTS.map((point) => (
            <li key={point} className="flex items-start gap-3">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-1 size-5 shrink-0 text-accent-300"
                fill="currentColor"
              >
                <path d="M7.6 13.2 4.4 10l-1.4 1.4 4.6 4.6 9.4-9.4L15.6 5.2z" />
              </svg>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
