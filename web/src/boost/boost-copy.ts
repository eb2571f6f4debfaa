import { BOOST_MESSAGES } from '#shared/payments';
import type { BoostType } from '#shared/boosts';
import type { ToastInput } from '../ui/toast-store';

/**
 * The boost page's words (spec 02 sections 2 and 8: the messages themselves are in
 * shared/payments.ts BOOST_MESSAGES, read by the API too) and its paths.
 */
export const BOOST_TEXT = {
  heading: 'Boost Listing',
  metaDescription: 'Boost your VanYard listing to the top of search results or the home page.',
  lead: 'Put your van in front of more buyers: at the top of search results, on the home page, or both.',
  summaryHeading: 'Summary',
  nothingChosen: 'Turn on an option above, or choose its duration, to see the total here.',
  chooseFirst: 'Choose at least one boost option to continue.',
  nothingInBar: 'No option chosen',
  total: 'Total',
  vatNote: 'Prices include VAT.',
  cancel: 'Cancel',
  proceed: 'Proceed to Payment',
  proceeding: 'Redirecting to payment...',
  loading: 'Loading...',
  retry: 'Try again',
  backToListings: 'Back to My Listings',
  notBoostableHeading: 'This listing cannot be boosted yet',
  pendingTitle: 'Payment pending',
  pending:
    'We are waiting for the payment service to confirm your payment. This usually takes a few seconds.',
  slowTitle: 'Payment still processing',
  slow: 'Your payment has not been confirmed yet. It will show in Payment History once it has; please refresh the page after a few minutes.',
  failedTitle: 'Payment failed',
  failed: 'Your payment did not go through and you have not been charged. You can try again.',
  refundedTitle: 'Payment refunded',
  refunded: 'This payment was refunded, so the boost it bought has ended.',
  uncheckedTitle: 'Payment received',
  unchecked:
    'We could not check this payment just now. It will show in Payment History once it is confirmed.',
  paymentHistory: 'View Payment History',
} as const;

/**
 * What each option card offers (the spec names the cards only; these say what they do, as
 * decision 032 has it: Top of Search lifts the van in 'Featured first' results, the latest
 * bought first; Homepage Featured is the home page only).
 */
export const OPTION_TEXT: Record<BoostType, string> = {
  search_featured:
    'Your van comes before every van without this boost in the search results it matches, marked Featured, when buyers sort by Featured first (the usual order). Among these vans the most recently boosted comes first, so a van boosted after yours moves above it.',
  homepage_featured:
    'Your van appears in the Featured Vans on the VanYard home page. It does not move your van up in search results.',
};

/** Spec 02 section 8: a signed-out visitor is sent to sign in with this toast. */
export const BOOST_SIGNED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  description: BOOST_MESSAGES.signIn,
  variant: 'destructive',
};
