import { useRef, useState } from 'react';
import type { AdminBoostRow } from '#shared/admin/payments';
import { adminEndBoostRoute } from '#shared/api/routes/admin-end-boost';
import { callApi } from '../../api/client';
import { showToast } from '../../ui/toast-store';
import { refocusIfLost } from '../ui/refocus';
import { useRefreshAdmin } from '../ui/use-refresh-admin';
import { END_BOOST_TOASTS } from './boost-copy';

/**
 * End now: the boost the dialog asks about, and the call once the admin gives a reason. The
 * dialog stays open (busy) until the lists are read again, so the row has moved to Ended when
 * it closes; the focus then goes to `fallbackFocus`.
 */
export function useEndBoost({ fallbackFocus }: { fallbackFocus?: () => HTMLElement | null } = {}) {
  const refreshAdmin = useRefreshAdmin();
  const running = useRef(false);
  const [target, setTarget] = useState<AdminBoostRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(reason: string): Promise<boolean> {
    const boost = target;
    if (!boost || running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await callApi(adminEndBoostRoute, {
        path: { id: boost.listing_id, type: boost.type },
        body: { reason },
      });
      showToast(END_BOOST_TOASTS.ended);
      await refreshAdmin();
      setTarget(null);
      refocusIfLost(fallbackFocus);
      return true;
    } catch (error) {
      showToast(END_BOOST_TOASTS.failed(error));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return {
    target,
    busy,
    ask: (boost: AdminBoostRow) => setTarget(boost),
    cancel: () => setTarget(null),
    confirm,
  };
}

export type EndBoostActions = ReturnType<typeof useEndBoost>;
