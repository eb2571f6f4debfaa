import type { PaymentState } from '#shared/payments';
import type { ToastInput } from '../../ui/toast-store';
import type { BadgeTone } from '../../ui/badge';
import { failureToast } from '../ui/failure-toast';

/** Admins see each state as it is (sellers see Successful, Pending or Failed). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
};

export const PAYMENT_STATE_TONES: Record<PaymentState, BadgeTone> = {
  pending: 'waiting',
  succeeded: 'positive',
  failed: 'negative',
  expired: 'neutral',
  refunded: 'info',
};

export const PAYMENT_STATUS_OPTIONS = (Object.keys(PAYMENT_STATE_LABELS) as PaymentState[]).map(
  (value) => ({ value, label: PAYMENT_STATE_LABELS[value] }),
);

export const ADMIN_PAYMENTS_TEXT = {
  title: 'Admin Payments',
  description:
    'Every boost payment: who paid for which listing, whether it went through, and refunds.',
  loadFailed: 'Could not load payments',
  empty: 'No payments found',
  noun: 'payments',
} as const;

export const REFUND_COPY = {
  title: 'Refund payment',
  confirm: 'Refund payment',
  busy: 'Refunding...',
} as const;

export const REFUND_TOASTS = {
  refunded: {
    title: 'Payment refunded',
    description: 'The boost it bought has ended.',
  } satisfies ToastInput,
  failed: (error: unknown) => failureToast(error, 'Could not refund the payment'),
} as const;
