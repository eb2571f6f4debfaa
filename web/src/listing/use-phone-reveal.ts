import { useState } from 'react';
import { fetchSellerPhone } from '../api/use-listing-detail';
import { showToast } from '../ui/toast-store';
import { phoneRevealToast } from './contact-errors';

export type PhoneReveal =
  | { status: 'hidden' | 'loading'; reveal: () => void }
  | { status: 'shown'; phone: string; reveal: () => void };

/**
 * The seller's number stays hidden until asked for: one request per page, shared by the seller
 * card and the mobile bar, so both show it once either reveals it.
 */
export function usePhoneReveal(listingId: string): PhoneReveal {
  const [state, setState] = useState<
    { status: 'hidden' | 'loading' } | { status: 'shown'; phone: string }
  >({ status: 'hidden' });

  function reveal() {
    if (state.status !== 'hidden') return;
    setState({ status: 'loading' });
    fetchSellerPhone(listingId).then(
      (phone) => setState({ status: 'shown', phone }),
      (error: unknown) => {
        setState({ status: 'hidden' });
        showToast(phoneRevealToast(error));
      },
    );
  }

  return { ...state, reveal };
}
