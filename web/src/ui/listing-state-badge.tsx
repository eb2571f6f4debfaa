import {
  listingState,
  listingStateLabel,
  type ListingState,
  type ListingStateFields,
} from '#shared/listing-state';
import { BADGE } from './styles';

/** Dark text on a light fill, each at least 7:1; the word says the state, not the colour. */
export const LISTING_STATE_CLASSES: Record<ListingState, string> = {
  live: 'bg-emerald-100 text-emerald-900 ring-emerald-700/30',
  pending_review: 'bg-amber-100 text-amber-950 ring-amber-700/30',
  rejected: 'bg-red-100 text-red-900 ring-red-700/30',
  draft: 'bg-violet-100 text-violet-900 ring-violet-700/30',
  hidden: 'bg-slate-100 text-ink ring-slate-500/30',
  expired: 'bg-orange-100 text-orange-950 ring-orange-700/30',
  sold: 'bg-brand-50 text-brand-800 ring-brand-700/30',
};

type ListingStateBadgeProps = {
  listing: ListingStateFields;
  /** Bigger text on the owner's page. */
  size?: 'small' | 'large';
};

/**
 * The one badge of a listing's state (shared/listing-state.ts): Draft, Pending review, Live,
 * Rejected, Hidden (or 'Hidden: under review' while buyers' reports hold it back), Expired or Sold, the
 * same on the seller's pages and the admin's.
 */
export function ListingStateBadge({ listing, size = 'small' }: ListingStateBadgeProps) {
  const state = listingState(listing);
  return (
    <span
      data-listing-state={state}
      className={`${BADGE} ${size === 'large' ? 'text-sm' : ''} ${LISTING_STATE_CLASSES[state]}`}
    >
      {listingStateLabel(listing)}
    </span>
  );
}
