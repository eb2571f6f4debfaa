import { Link } from 'react-router-dom';
import { FacebookIcon } from '../ui/icons';
import { SITE_NAME, SOCIAL_LINKS } from '../lib/site';
import { FOOTER_COLUMNS } from '../lib/navigation';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-brand-900 text-brand-100">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-xl font-extrabold text-white">{SITE_NAME}</p>
          <p className="mt-3 max-w-xs text-sm leading-6">
            A free marketplace for used vans across the UK. List unlimited vans with no listing fees
            and no commission.
          </p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-white underline underline-offset-4 hover:text-accent-300"
                >
                  <FacebookIcon />
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-labelledby={`footer-${column.heading}`}>
            <h2
              id={`footer-${column.heading}`}
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <p>
            Town locations from{' '}
            <a href="https://www.geonames.org" className="underline hover:text-white">
              GeoNames
            </a>{' '}
            (
            <a
              href="https://creativecommons.org/licenses/by/4.0/"
              className="underline hover:text-white"
            >
              CC BY 4.0
            </a>
            ).
          </p>
        </div>
      </div>
    </footer>
  );
}
