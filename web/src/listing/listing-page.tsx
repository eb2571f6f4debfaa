import { ApiError } from '../api/fetch-json';
import { useListingDetail, type ListingLoaded } from '../api/use-listing-detail';
import { isMissingListing } from './missing-listing';
import { ListingLoadFailed, ListingLoading, ListingNotFound } from './listing-states';
import { LiveListing } from './live-listing';
import { UnavailableListing } from './unavailable-listing';
import { useCanonicalListingPath } from './use-canonical-listing-path';
import { useListingLoadFailure } from './use-listing-load-failure';

/** Listing detail: the API's answer decides which view shows. */
export function ListingPage({
  listingId,
  loaded,
}: {
  listingId: string;
  /** The route loader's answers, undefined after a navigation (the hooks fetch them). */
  loaded?: ListingLoaded;
}) {
  const { data, error, mutate } = useListingDetail(listingId, loaded?.detail);
  const notFound = error instanceof ApiError && isMissingListing(error.status);
  const canonical = useCanonicalListingPath(data?.path);
  useListingLoadFailure(notFound ? undefined : error);

  if (notFound) return <ListingNotFound />;
  if (!data)
    return error ? <ListingLoadFailed onRetry={() => void mutate()} /> : <ListingLoading />;
  if (data.availability === 'unavailable') return <UnavailableListing detail={data} />;
  return <LiveListing detail={data} canonical={canonical} similar={loaded?.similar} />;
}
