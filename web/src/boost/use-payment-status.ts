import { useEffect, useEffectEvent, useState } from 'react';
import { ownPaymentRoute } from '#shared/api/routes/own-payment';
import type { Payment } from '#shared/payments';
import { useApi } from '../api/use-api';
import {
  keepPolling,
  PAYMENT_POLL_LIMIT_MS,
  PAYMENT_POLL_MS,
  returnState,
  type ReturnState,
} from './payment-return';

/**
 * The payment the checkout came back with, read every 2 s while it is pending and for a minute
 * at most (the webhook usually lands within seconds). `onSucceeded` runs once when it succeeds,
 * so the page shows the boost it bought.
 */
export function usePaymentStatus(
  paymentId: string | null,
  userId: string,
  onSucceeded: () => void,
): { state: ReturnState; payment: Payment | undefined } {
  // The payment whose minute is up (a later checkout's return starts its own minute).
  const [timedOutFor, setTimedOutFor] = useState<string | null>(null);
  const timedOut = paymentId !== null && timedOutFor === paymentId;
  useEffect(() => {
    if (!paymentId) return;
    const timer = setTimeout(() => setTimedOutFor(paymentId), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [paymentId]);

  const { data, error } = useApi(ownPaymentRoute, paymentId ? { path: { id: paymentId } } : null, {
    userId,
    refreshInterval: (latest) => (keepPolling(latest, timedOut) ? PAYMENT_POLL_MS : 0),
  });
  const state = paymentId ? returnState(data, Boolean(error), timedOut) : 'unchecked';

  const succeeded = useEffectEvent(onSucceeded);
  useEffect(() => {
    if (state === 'succeeded') succeeded();
  }, [state]);

  return { state, payment: data };
}
