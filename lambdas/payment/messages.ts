import type { PaymentState } from '#shared/payments';

/** The server's words about payments beyond BOOST_MESSAGES (shared/payments.ts). */
export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  notRefundable: (status: PaymentState) =>
    `Only a successful payment can be refunded: this one is ${status === 'refunded' ? 'refunded already' : status}`,
  refundUnavailable:
    'The payment provider could not be reached: nothing was refunded. Please try again in a few minutes.',
  changedMeanwhile: 'The payment changed while it was being refunded. Please reload and try again.',
} as const;
