import { useEffect, useRef, useState } from 'react';
import { createBoostCheckoutRoute } from '#shared/api/routes/create-boost-checkout';
import { BOOST_MESSAGES, type BoostOption } from '#shared/payments';
import { callApi } from '../api/client';
import { showToast } from '../ui/toast-store';
import { checkoutAddress, checkoutFailureMessage } from './checkout-outcome';

/** Leaves for the payment page; a seam so tests and the page share one call. */
export type Navigate = (url: string) => void;
const leaveFor: Navigate = (url) => window.location.assign(url);

/**
 * Proceed to Payment: the chosen options (never a price: the API prices them) are posted, and
 * the browser leaves for the checkout address it answers. Until it has left the button stays
 * busy; a failure says why (spec 02 section 8) as a toast and under the button.
 */
export function useBoostCheckout(listingId: string, navigate: Navigate = leaveFor) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  // Back from the payment page through the browser's cache: the page is as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function fail(message: string) {
    setError(message);
    showToast({ title: 'Error', description: message, variant: 'destructive' });
  }

  async function proceed(options: BoostOption[]): Promise<void> {
    if (running.current) return;
    if (options.length === 0) {
      fail(BOOST_MESSAGES.chooseOption);
      return;
    }
    running.current = true;
    setBusy(true);
    setError(null);
    let url: string | null;
    try {
      const checkout = await callApi(createBoostCheckoutRoute, {
        path: { id: listingId },
        body: { options },
      });
      url = checkoutAddress(checkout);
    } catch (caught) {
      stop(checkoutFailureMessage(caught));
      return;
    }
    if (url) navigate(url);
    else stop(BOOST_MESSAGES.noCheckoutUrl);
  }

  function stop(message: string) {
    running.current = false;
    setBusy(false);
    fail(message);
  }

  return { busy, error, proceed, clearError: () => setError(null) };
}
