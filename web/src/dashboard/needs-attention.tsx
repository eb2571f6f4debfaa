import { Link } from 'react-router-dom';
import type { SellerStats } from '#shared/dashboard';
import { draftTodo } from '#shared/listing-state';
import { ListingStateBadge } from '../ui/listing-state-badge';
import { CARD_LEAD } from '../ui/styles';
import { boostEndsText, moreText, titleOf } from './seller-state';
import { pages } from '#shared/pages';
import { Card } from '../ui/card';

const ACTION_LINK =
  'shrink-0 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * Listings the seller should act on: drafts (add photos and submit them), rejected ones (edit
 * and send again) and boosts ending within a few days (renew). Nothing at all when there is
 * nothing to do.
 */
export function NeedsAttention({ stats, now }: { stats: SellerStats; now?: Date }) {
  const { rejected, boostsEndingSoon, drafts } = stats;
  if (drafts.length === 0 && rejected.length === 0 && boostsEndingSoon.length === 0) return null;
  const moreRejected = moreText(stats.rejectedListings, rejected.length);
  const moreDrafts = moreText(stats.draftListings, drafts.length);
  return (
    <Card headingId="dashboard-attention" title="Needs your attention">
      <ul className="mt-4 divide-y divide-slate-200">
        {drafts.map((listing) => {
          const title = titleOf(listing);
          return (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {title}
                  <ListingStateBadge listing={{ status: 'active', approval_status: 'draft' }} />
                </p>
                <p className="text-sm text-violet-900">
                  {draftTodo(listing.photo_count) ?? 'Check it'}, then submit it for review.
                </p>
              </div>
              <Link
                to={pages.editListing.build({ listingId: listing.id })}
                aria-label={`Complete ${title}: add photos and submit it for review`}
                className={ACTION_LINK}
              >
                Complete
              </Link>
            </li>
          );
        })}
        {rejected.map((listing) => {
          const title = titleOf(listing);
          return (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div>
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {title}
                  <ListingStateBadge
                    listing={{ status: 'inactive', approval_status: 'rejected' }}
                  />
                </p>
                <p className="text-sm text-red-800">Not approved: change it and send it again.</p>
              </div>
              <Link
                to={pages.editListing.build({ listingId: listing.id })}
                aria-label={`Edit and resend ${title}`}
                className={ACTION_LINK}
              >
                Edit and resend
              </Link>
            </li>
          );
        })}
        {boostsEndingSoon.map((listing) => {
          const title = titleOf(listing);
          return (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="text-sm text-amber-950">{boostEndsText(listing, now)}</p>
              </div>
              <Link
                to={pages.boostListing.build({ listingId: listing.id })}
                aria-label={`Renew boost for ${title}`}
                className={ACTION_LINK}
              >
                Renew boost
              </Link>
            </li>
          );
        })}
      </ul>
      {moreDrafts ? (
        <p className={CARD_LEAD}>
          Drafts, {moreDrafts}:{' '}
          <Link to={pages.myListings.build()} className={ACTION_LINK}>
            see My Listings
          </Link>
        </p>
      ) : null}
      {moreRejected ? (
        <p className={CARD_LEAD}>
          Not approved, {moreRejected}:{' '}
          <Link to={pages.myListings.build()} className={ACTION_LINK}>
            see My Listings
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
