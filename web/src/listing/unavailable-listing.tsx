import { Link } from 'react-router-dom';
import type { UnavailableListingDetail } from '#shared/listing-detail';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { unavailableCopy } from './listing-copy';
import { PRIMARY_LINK, SECONDARY_LINK } from './listing-states';
import { pages } from '#shared/pages';

/**
 * A sold or removed van: the spec's wording and two ways on, with status 410 (gone); one under
 * review after reports says so (status 200: it may come back).
 */
export function UnavailableListing({ detail }: { detail: UnavailableListingDetail }) {
  const copy = unavailableCopy(detail);
  return (
    <div className="container-page py-16 text-center sm:py-24">
      <PageHead title={pageTitle(copy.heading)} description={copy.body} robots="noindex" />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{copy.heading}</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">{copy.body}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={pages.usedVans.build()} className={PRIMARY_LINK}>
          Browse more vans
        </Link>
        <Link to={copy.makeHref} className={SECONDARY_LINK}>
          {copy.makeLinkText}
        </Link>
      </div>
    </div>
  );
}
