import { Link } from 'react-router-dom';
import type { SellerStats } from '../../../shared/dashboard';
import { CARD, CARD_HEADING, CARD_LEAD } from './dashboard-styles';
import {
  boostEndsText,
  boostListingHref,
  editListingHref,
  moreText,
  titleOf,
} from './seller-state';

const ACTION_LINK =
  'shrink-0 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/**
 * Listings the seller should act on: rejected ones (edit and send again) and boosts ending
 * within a few days (renew). Nothing at all when there is nothing to do.
 */
export function NeedsAttention({ stats, now }: { stats: SellerStats; now?: Date }) {
  const { rejected, boostsEndingSoon } = stats;
  if (rejected.length === 0 && boostsEndingSoon.length === 0) return null;
  const moreRejected = moreText(stats.rejectedListings, rejected.length);
  return (
    <section aria-labelledby="dashboard-attention" className={CARD}>
      <h2 id="dashboard-attention" className={CARD_HEADING}>
        Needs your attention
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {rejected.map((listing) => {
          const title = titleOf(listing);
          return (
            <li
              key={listing.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="text-sm text-red-800">Not approved: change it and send it again.</p>
              </div>
              <Link
                to={editListingHref(listing)}
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
                to={boostListingHref(listing)}
                aria-label={`Renew boost for ${title}`}
                className={ACTION_LINK}
              >
                Renew boost
              </Link>
            </li>
          );
        })}
      </ul>
      {moreRejected ? (
        <p className={CARD_LEAD}>
          Not approved, {moreRejected}:{' '}
          <Link to="/dashboard/listings" className={ACTION_LINK}>
            see My Listings
          </Link>
        </p>
      ) : null}
    </section>
  );
}
