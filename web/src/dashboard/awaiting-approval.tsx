import { Link } from 'react-router-dom';
import type { SellerStats } from '#shared/dashboard';
import { MODERATION_HOURS } from '#shared/site-facts';
import { ListingStateBadge } from '../ui/listing-state-badge';
import { CARD_LEAD } from '../ui/styles';
import { moreText, titleOf, waitingText } from './seller-state';
import { pages } from '#shared/pages';
import { Card } from '../ui/card';

/** The seller's listings waiting for moderation, longest waiting first. */
export function AwaitingApproval({ stats, now }: { stats: SellerStats; now?: Date }) {
  const waiting = stats.awaitingApproval;
  const more = moreText(stats.pendingListings, waiting.length);
  return (
    <Card headingId="dashboard-awaiting" title="Waiting for Approval">
      {waiting.length === 0 ? (
        <p className={CARD_LEAD}>
          Nothing waiting: every listing you have sent us has been checked.
        </p>
      ) : (
        <>
          <p className={CARD_LEAD}>
            We check every new or edited listing; most are reviewed within {MODERATION_HOURS} hours.
          </p>
          <ul className="mt-4 space-y-3">
            {waiting.map((listing) => (
              <li key={listing.id} className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <Link
                    to={pages.ownListing.build({ listingId: listing.id })}
                    className="rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {titleOf(listing)}
                  </Link>
                  <p className="text-sm text-muted">{waitingText(listing, now)}</p>
                </div>
                <ListingStateBadge listing={{ status: 'active', approval_status: 'pending' }} />
              </li>
            ))}
          </ul>
          {more ? (
            <p className="mt-3 text-sm text-muted">
              {more} in{' '}
              <Link
                to={pages.myListings.build()}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                My Listings
              </Link>
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
