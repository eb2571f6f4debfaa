import { Link } from 'react-router-dom';
import type { Make } from '#shared/catalogue';
import { makePath } from '#shared/listing-paths';

export const POPULAR_MAKES: readonly Make[] = [
  'Ford',
  'Mercedes-Benz',
  'Volkswagen',
  'Renault',
  'Vauxhall',
  'Citroën',
  'Peugeot',
  'Nissan',
];

/** The marketing text, with links to the most searched makes. */
export function PopularMakes() {
  return (
    <section aria-labelledby="why-heading" className="bg-brand-50">
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2">
        <div>
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Buy and sell used vans for free
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-ink">
            <p>
              VanYard brings together private sellers and trade dealers from every corner of the UK.
              Whether you need a small van for city deliveries, a panel van for the trade or a crew
              cab for the team, you can search by make, model, location or postcode and find ULEZ
              compliant vans in seconds.
            </p>
            <p>
              Selling? List your van free in 2 minutes. There are no listing fees, no commission and
              no limit on how many vans you list.
            </p>
          </div>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">Popular makes</h3>
          <ul className="mt-4 flex flex-wrap gap-3">
            {POPULAR_MAKES.map((make) => (
              <li key={make}>
                <Link
                  to={makePath(make)}
                  className="inline-block rounded-full border border-brand-200 bg-white px-4 py-2.5 font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-100"
                >
                  <span className="sr-only">Used </span>
                  {make}
                  <span className="sr-only"> vans</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
