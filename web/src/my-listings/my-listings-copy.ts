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
  stockFeed: 'Stock feed',
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
  // Search, sort and filters (decision 071).
  searchRegion: 'Your listings',
  searchLabel: 'Search your vans',
  searchPlaceholder: 'Make, model, registration or stock reference',
  searchButton: 'Search',
  sortLabel: 'Sort by',
  stateLabel: 'Status',
  anyState: 'All statuses',
  filtersLegend: 'Filters',
  clearSearch: 'Clear search and filters',
  noMatches: 'No vans match your search',
  noMatchesHint: 'Try other words, or clear the search and filters.',
  stockReference: 'Stock ref',
  daysInStock: 'Days in stock',
} as const;

/** Spec 02 section 6: a signed-out visitor is sent to sign in with this toast. */
export const SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: 'Please log in to view your listings',
  variant: 'destructive',
};
