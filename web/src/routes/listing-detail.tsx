import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { listingSimilarRoute } from '#shared/api/routes/listing-similar';
import { loadedAnswer } from '../api/loaded-answer';
import type { ListingLoaded } from '../api/use-listing-detail';
import { renderDepsOf, withStatus } from '../lib/page-loader';
import { canonicalRedirect } from '../listing/canonical-path';
import { ListingPage } from '../listing/listing-page';
import { isMissingListing } from '../listing/missing-listing';

/**
 * On the server: the listing and, when it is live, its similar vans, from the data port
 * (docs/decisions/041-page-loaders.md). A listing asked for at another path than its canonical
 * one (no year, a stale make or town, the wrong case, a trailing slash) moves there in one 301,
 * keeping the query (campaign tags). An id no listing has is 404 (a malformed one too: the API
 * checks its form first), a listing no longer for sale 410, both kept out of search indexes; one
 * held back by buyers' reports says so, 200 and noindex, until it is reviewed.
 * In the browser, null: the page's hooks fetch, and useCanonicalListingPath replaces the address.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  const id = params.listingId ?? '';
  const detail = loadedAnswer(listingDetailRoute, await deps.pages.listing(id));
  if (!('data' in detail)) {
    const notFound = isMissingListing(detail.error.status);
    return withStatus<ListingLoaded>({ detail }, notFound ? 404 : 200, { noindex: notFound });
  }
  const url = new URL(request.url);
  const location = canonicalRedirect(url.pathname, detail.data.path);
  if (location !== undefined) throw redirect(`${location}${url.search}`, 301);
  if (detail.data.availability !== 'live') {
    // Under review after buyers' reports it may come back (decision 067): not gone, only unlisted.
    const status = detail.data.reason === 'under_review' ? 200 : 410;
    return withStatus<ListingLoaded>({ detail }, status, { noindex: true });
  }
  const similar = loadedAnswer(listingSimilarRoute, await deps.pages.similar(id));
  return withStatus<ListingLoaded>({ detail, similar }, 200);
}

/**
 * /used-vans/:make/:model[/:year]/:location/:listingId. Keyed by the id so that moving to
 * another van (a similar van) starts with fresh state: gallery position, revealed phone, form.
 */
export function Component() {
  const { listingId = '' } = useParams();
  const loaded = useLoaderData<typeof loader>() ?? undefined;
  return <ListingPage key={listingId} listingId={listingId} loaded={loaded} />;
}
