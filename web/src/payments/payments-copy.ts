import { BOOST_MESSAGES } from '#shared/payments';
import type { ToastInput } from '../ui/toast-store';

/** Payment History's words (spec 02 sections 2 and 8; the messages are in shared/payments.ts). */
export const PAYMENTS_TEXT = {
  heading: 'Payment History',
  metaDescription: 'Your VanYard boost payments: dates, amounts and whether each went through.',
  lead: 'Every boost you have paid for, newest first.',
  caption: 'Your payments',
  loading: 'Loading payment history...',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  retry: 'Try again',
  noTransaction: 'Not yet assigned',
  browseListings: 'Boost one of your listings',
} as const;

/** The VAT receipt page's words (issue 28; not in the specification). */
export const RECEIPT_TEXT = {
  heading: 'VAT receipt',
  metaDescription: 'Your VanYard VAT receipt for a boost payment.',
  /** While VanYard's VAT number is not set in the admin settings. */
  headingWithoutVat: 'Receipt',
  loading: 'Loading receipt...',
  loadFailed: 'Could not load the receipt',
  notFound: 'This receipt was not found among your payments.',
  retry: 'Try again',
  print: 'Print or save as PDF',
  back: 'Back to Payment History',
  from: 'From',
  to: 'Billed to',
  number: 'Receipt number',
  date: 'Date of receipt and supply',
  companyNumber: 'Company number',
  vatNumber: 'VAT registration number',
  noVatNumber: 'VAT details are not set yet.',
  noAddress: 'No address given.',
  addAddress: 'Add your address in Profile Settings',
  description: 'Description',
  net: 'Net',
  vat: 'VAT',
  total: 'Total',
  netTotal: 'Total excluding VAT',
  vatTotal: 'VAT',
  grossTotal: 'Total paid',
  paymentId: 'Payment ID',
  transactionId: 'Transaction ID',
  pricesNote: 'Prices include VAT. Paid by card through our payment provider.',
  refundedTitle: 'Refunded',
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
