import { BOOST_MESSAGES } from '../../../shared/payments';
import type { ToastInput } from '../toast/toast-store';

/** Payment History's words (spec 02 sections 2 and 8; the messages are in shared/payments.ts). */
export const PAYMENTS_TEXT = {
  heading: 'Payment History',
  lead: 'Every boost you have paid for, newest first.',
  caption: 'Your payments',
  loading: 'Loading payment history...',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  retry: 'Try again',
  noTransaction: 'Not yet assigned',
  browseListings: 'Boost one of your listings',
} as const;

/** Spec 02 section 8: 'Could not load payment history', as a toast and an inline alert. */
export const HISTORY_FAILED_TOAST: ToastInput = {
  title: BOOST_MESSAGES.historyFailed,
  description: 'Please check your connection and try again.',
  variant: 'destructive',
};

/** A signed-out visitor is sent to sign in with this toast. */
export const PAYMENTS_SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: BOOST_MESSAGES.notAuthenticated,
  variant: 'destructive',
};
