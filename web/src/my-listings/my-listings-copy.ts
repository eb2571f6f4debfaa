import { MY_LISTINGS_NAV } from '../lib/navigation';
import type { ToastInput } from '../ui/toast-store';

/**
 * The texts and paths of My Listings and the owner's view of a listing (spec 02 sections 2, 6
 * and 8). Acceptance tests look for these words, so each is written once, here.
 */
export const MY_LISTINGS_TEXT = {
  heading: MY_LISTINGS_NAV.label,
  metaDescription: 'Your VanYard listings: edit, boost or mark your vans sold.',
  addListing: 'Add New Listing',
  emptyActive: 'No active listings found',
  addFirst: 'Add Your First Listing',
  emptySold: 'No sold listings yet',
  loadFailed: 'Could not load your listings',
  statusFailed: 'Could not update listing status',
  markedSold: 'Listing marked as sold',
  loadMore: 'Load more',
  loading: 'Loading...',
  retry: 'Try again',
  listingNotFound: 'Listing not found',
  listingLoadFailed: 'Could not load listing',
} as const;

/** Spec 02 section 6: a signed-out visitor is sent to sign in with this toast. */
export const SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'Please log in to view your listings',
  variant: 'destructive',
};
