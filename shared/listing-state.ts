import type { Listing } from './listing';
import { LISTING_LIMITS } from './listing-form';
import { MODERATION_HOURS } from './site-facts';

/*
 * The one state of a listing a person reads (issue 28), wherever a listing's state shows: My
 * Listings, the owner's page, the dashboard, the edit page and the admin screens. The stored
 * fields stay as the specification has them (status active, inactive or sold; approval
 * pending, approved, rejected, or draft), and the admin filters keep using them; this maps
 * them to one word; 'expired' is an approved listing past its advertised days (decision 072).
 */

export const LISTING_STATES = [
  'draft',
  'pending_review',
  'live',
  'rejected',
  'hidden',
  'expired',
  'sold',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  draft: 'Draft',
  pending_review: 'Pending review',
  live: 'Live',
  rejected: 'Rejected',
  hidden: 'Hidden',
  expired: 'Expired',
  sold: 'Sold',
};

export type ListingStateFields = Pick<Listing, 'status' | 'approval_status'> & {
  owner_disabled?: boolean | undefined;
  reports_hidden?: boolean | undefined;
  expired?: boolean | undefined;
};

/**
 * Sold is final whatever moderation said; then what moderation says (a draft was never sent, a
 * pending one waits, a rejected one was refused); an approved listing is live unless an admin
 * set it inactive or disabled its seller, or buyers' reports hold it back for review, when it
 * is hidden. 'live' exactly when isLive.
 */
export function listingState(listing: ListingStateFields): ListingState {
  if (listing.status === 'sold') return 'sold';
  switch (listing.approval_status) {
    case 'draft':
      return 'draft';
    case 'rejected':
      return 'rejected';
    case 'pending':
      return 'pending_review';
    case 'approved':
      if (
        listing.status !== 'active' ||
        listing.owner_disabled === true ||
        listing.reports_hidden === true
      ) {
        return 'hidden';
      }
      return listing.expired === true ? 'expired' : 'live';
  }
}

/**
 * Hidden only because buyers' reports hold it back until an admin has looked (decision 067):
 * it comes back by itself unless taken down, so it reads 'Hidden: under review', not 'Hidden'.
 */
export function heldForReview(listing: ListingStateFields): boolean {
  return (
    listing.reports_hidden === true &&
    listingState({ ...listing, reports_hidden: false }) === 'live'
  );
}

export const HELD_FOR_REVIEW_LABEL = 'Hidden: under review';

/** The owner's sentence under 'Hidden: under review'. */
export const HELD_FOR_REVIEW_DETAIL =
  'Buyers reported it, so it is not shown to buyers while our team checks it. If all is well it comes back by itself; if we take it down, we e-mail you why.';

export function listingStateLabel(listing: ListingStateFields): string {
  return heldForReview(listing)
    ? HELD_FOR_REVIEW_LABEL
    : LISTING_STATE_LABELS[listingState(listing)];
}

/** The sentence under the state on the owner's and the admin's pages. */
export function listingStateDetail(listing: ListingStateFields): string {
  return heldForReview(listing)
    ? HELD_FOR_REVIEW_DETAIL
    : LISTING_STATE_DETAILS[listingState(listing)];
}

/** How many more photos a listing needs before it can be sent for review (0 when enough). */
export function photosNeeded(photoCount: number): number {
  return Math.max(0, LISTING_LIMITS.minPhotos - photoCount);
}

/** What a draft lacks, in the seller's words: 'Add 2 more photos', or null when nothing. */
export function draftTodo(photoCount: number): string | null {
  const needed = photosNeeded(photoCount);
  if (needed === 0) return null;
  if (photoCount === 0) return `Add at least ${LISTING_LIMITS.minPhotos} photos`;
  return `Add ${needed} more ${needed === 1 ? 'photo' : 'photos'}`;
}

/** The sentence under a state on the owner's pages: what it means and what happens next. */
export const LISTING_STATE_DETAILS = {
  draft:
    'Not sent for review yet and not shown to buyers. Add at least 3 photos, then submit it for review.',
  pending_review: `Not shown to buyers until it is approved: most listings are reviewed within ${MODERATION_HOURS} hours.`,
  live: 'Live: buyers can find it in search.',
  rejected: 'It was not approved for the site. Edit it to send it for review again.',
  hidden: 'Not shown to buyers.',
  expired: 'Expired: no longer shown to buyers. Renew it to advertise it again.',
  sold: 'Sold: no longer shown to buyers.',
} as const satisfies Record<ListingState, string>;
