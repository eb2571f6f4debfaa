import { Link } from 'react-router-dom';
import { SITE_TAGLINE } from '../lib/site';

export function Hero() {
  return (
    <section className="on-dark bg-gradient-to-br from-brand-800 to-brand-900 text-white">
      <div className="container-page py-14 sm:py-20 lg:py-24">
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {SITE_TAGLINE}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-100">
          Find your next van from private sellers and trade dealers across the UK, or list yours
          free in 2 minutes. Unlimited listings, no listing fees and no commission.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/used-vans"
            className="rounded-md bg-accent-400 px-6 py-3 text-center text-lg font-semibold text-ink hover:bg-accent-300"
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
    </section>
  );
}
