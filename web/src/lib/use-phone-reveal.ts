import { useState } from 'react';

export type PhoneReveal =
  | { status: 'hidden' | 'loading'; reveal: () => void }
  | { status: 'shown'; phone: string; reveal: () => void };

/**
 * A number stays hidden until asked for: one request per page, shared by every button that
 * shows it (a listing's seller card and mobile bar, a dealer page), so all show it once one
 * reveals it. `onFailure` tells the visitor why it failed (too many, no number, an outage).
 */
export function usePhoneReveal(
  fetchPhone: () => Promise<string>,
  onFailure: (error: unknown) => void,
): PhoneReveal {
  const [state, setState] = useState<
    { status: 'hidden' | 'loading' } | { status: 'shown'; phone: string }
  >({ status: 'hidden' });

  function reveal() {
    if (state.status !== 'hidden') return;
    setState({ status: 'loading' });
    fetchPhone().then(
      (phone) => setState({ status: 'shown', phone }),
      (error: unknown) => {
        setState({ status: 'hidden' });
        onFailure(error);
      },
    );
  }

  return { ...state, reveal };
}
