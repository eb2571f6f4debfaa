import { Link } from 'react-router-dom';
import type { UnavailableListingDetail } from '../../../shared/listing-detail';
import { pageTitle } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';
import { unavailableCopy } from './listing-copy';
import { PRIMARY_LINK, SECONDARY_LINK } from './listing-states';

/** A sold or not-approved van: the spec's wording and two ways on. */
export function UnavailableListing({ detail }: { detail: UnavailableListingDetail }) {
  const copy = unavailableCopy(detail);
  usePageMeta({ title: pageTitle(copy.heading), description: copy.body });
  return (
    <div className="container-page py-16 text-center sm:py-24">
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{copy.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{copy.body}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/used-vans" className={PRIMARY_LINK}>
          Browse more vans
        </Link>
        <Link to={copy.makeHref} className={SECONDARY_LINK}>
          {copy.makeLinkText}
        </Link>
      </div>
    </div>
  );
}
