import { useRef, useState } from 'react';
import type { AdminPaymentRow } from '#shared/admin/payments';
import { adminRefundPaymentRoute } from '#shared/api/routes/admin-refund-payment';
import { callApi } from '../../api/client';
import { showToast } from '../../ui/toast-store';
import { refocusIfLost } from '../ui/refocus';
import { useRefreshAdmin } from '../ui/use-refresh-admin';
import { REFUND_TOASTS } from './payment-copy';

/**
 * Refund: the payment the dialog asks about, and the call once the admin gives a reason. The
 * dialog stays open (busy) until the lists are read again, so the row shows Refunded as it
 * closes; every admin screen's data is read again (Admin Boosts loses the boost it bought).
 */
export function useRefund({ fallbackFocus }: { fallbackFocus?: () => HTMLElement | null } = {}) {
  const refreshAdmin = useRefreshAdmin();
  const running = useRef(false);
  const [target, setTarget] = useState<AdminPaymentRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(reason: string): Promise<boolean> {
    const payment = target;
    if (!payment || running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await callApi(adminRefundPaymentRoute, { path: { id: payment.id }, body: { reason } });
      showToast(REFUND_TOASTS.refunded);
      await refreshAdmin();
      setTarget(null);
      refocusIfLost(fallbackFocus);
      return true;
    } catch (error) {
      showToast(REFUND_TOASTS.failed(error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    ask: (payment: AdminPaymentRow) => setTarget(payment),
    cancel: () => setTarget(null),
    confirm,
  };
}

export type RefundActions = ReturnType<typeof useRefund>;
