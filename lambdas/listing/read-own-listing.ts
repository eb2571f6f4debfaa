import { LISTING_MESSAGES } from '#shared/listing-form';
import type { OwnListing } from '#shared/own-listings';
import { getListingForChange, getRejectionReason } from './listing-state-repo';
import { NotFoundError } from '../platform/errors';
import type { OwnListingDeps } from './deps';
import { toOwnListing } from './own-listing-view';

/** One of the seller's listings in any state; another seller's is not found (404), never 403. */
export async function readOwnListing(
  deps: Pick<OwnListingDeps, 'db'>,
  userId: string,
  id: string,
): Promise<OwnListing> {
  const found = await getListingForChange(deps.db, id);
  if (!found || found.listing.user_id !== userId)
    throw new NotFoundError(LISTING_MESSAGES.notFound);
  const reason =
    found.listing.approval_status === 'rejected' ? await getRejectionReason(deps.db, id) : null;
  return toOwnListing(found.listing, found.counters, reason);
}
