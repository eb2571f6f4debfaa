import type { AdminPaymentRow } from '#shared/admin/payments';
import { adminRefundPaymentRoute } from '#shared/api/routes/admin-refund-payment';
import { callApi } from '../../api/client';
import { useReasonedAction, type ReasonedAction } from '../ui/use-reasoned-action';
import { REFUND_TOASTS } from './payment-copy';

const REFUND: ReasonedAction<AdminPaymentRow> = {
  call: (payment, reason) =>
    callApi(adminRefundPaymentRoute, { path: { id: payment.id }, body: { reason } }),
  toasts: { done: REFUND_TOASTS.refunded, failed: REFUND_TOASTS.failed },
};

/**
 * Refund: the payment the dialog asks about, and the call once the admin gives a reason. The
 * dialog stays open (busy) until the lists are read again, so the row shows Refunded as it
 * closes; every admin screen's data is read again (Admin Boosts loses the boost it bought).
 */
export function useRefund(options: { fallbackFocus?: () => HTMLElement | null } = {}) {
  return useReasonedAction(REFUND, options);
}

export type RefundActions = ReturnType<typeof useRefund>;
