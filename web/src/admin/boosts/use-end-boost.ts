import type { AdminBoostRow } from '#shared/admin/payments';
import { adminEndBoostRoute } from '#shared/api/routes/admin-end-boost';
import { callApi } from '../../api/client';
import { useReasonedAction, type ReasonedAction } from '../ui/use-reasoned-action';
import { END_BOOST_TOASTS } from './boost-copy';

const END_BOOST: ReasonedAction<AdminBoostRow> = {
  call: (boost, reason) =>
    callApi(adminEndBoostRoute, {
      path: { id: boost.listing_id, type: boost.type },
      body: { reason },
    }),
  toasts: { done: END_BOOST_TOASTS.ended, failed: END_BOOST_TOASTS.failed },
};

/**
 * End now: the boost the dialog asks about, and the call once the admin gives a reason. The
 * dialog stays open (busy) until the lists are read again, so the row has moved to Ended when
 * it closes; the focus then goes to `fallbackFocus`.
 */
export function useEndBoost(options: { fallbackFocus?: () => HTMLElement | null } = {}) {
  return useReasonedAction(END_BOOST, options);
}

export type EndBoostActions = ReturnType<typeof useEndBoost>;
