import { ApiError } from '../api/fetch-json';
import type { ToastInput } from '../ui/toast-store';
import { MY_LISTINGS_TEXT } from './my-listings-copy';

/** The confirmation dialog's words for a listing titled `title`. */
export function markSoldCopy(title: string) {
  return {
    heading: 'Mark as sold?',
    question: `Are you sure you want to mark '${title}' as sold?`,
    consequence:
      'It will be removed from search results and moved to your Sold Listings. This cannot be undone.',
    confirm: 'Mark as sold',
    confirmBusy: 'Marking as sold...',
    cancel: 'Cancel',
  };
}

export function markedSoldToast(title: string): ToastInput {
  return {
    title: MY_LISTINGS_TEXT.markedSold,
    description: `${title} has moved to your Sold Listings.`,
  };
}

/**
 * The server's own words when it gave some (a 409 'This listing is already sold'); not the
 * client's stand-ins for an answer without a message or one that broke the contract.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0 || error.code === 'http_error') return null;
  const message = error.message.trim();
  return message === '' ? null : message;
}

/** Spec 02 section 8: 'Could not update listing status', with the server's message if any. */
export function markSoldFailedToast(error: unknown): ToastInput {
  return {
    title: MY_LISTINGS_TEXT.statusFailed,
    description: serverMessage(error) ?? 'Please check your connection and try again.',
    variant: 'destructive',
  };
}

/**
 * After a refused request the list is refreshed anyway when the listing may have changed
 * meanwhile: already sold (409) or gone (404).
 */
export function shouldRefreshAfterFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
