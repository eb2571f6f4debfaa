import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { importSavedVansRoute } from '#shared/api/routes/import-saved-vans';
import { removeSavedVanRoute } from '#shared/api/routes/remove-saved-van';
import { saveVanRoute } from '#shared/api/routes/save-van';
import { savedVanIdsRoute } from '#shared/api/routes/saved-van-ids';
import { savedVansRoute } from '#shared/api/routes/saved-vans';
import { SAVED_VANS_MESSAGES } from '#shared/saved-vans';
import { useSession } from '../auth/session-store';
import {
  forgetStoredSaved,
  keepAccountSavedIds,
  readBrowserSaved,
  toggleStoredSaved,
  useBrowserSaved,
  useKeptAccountIds,
} from '../lib/saved-vans-store';
import { apiUrl, callApi } from './client';
import { ApiError } from './fetch-json';
import { useApi } from './use-api';

/** A van as a heart knows it: enough to save it in the browser and to name it. */
export type SaveableVan = { id: string; title: string; price: number };

/** What pressing a heart did: saved, removed, or refused with a message to show. */
export type SaveResult = { saved: boolean } | { error: string };

const SAVED_VANS_URL = apiUrl(savedVansRoute);

/** The cached answers of the saved-vans routes (the list and the ids), whoever's they are. */
const isSavedVansKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(SAVED_VANS_URL);

/**
 * The buyer's saved vans for the hearts (decision 064): the account's ids when signed in (one
 * small cached answer every heart on the page shares), this browser's list when signed out.
 * Until the session and the account's answer are known, this tab's kept copy of the account's
 * ids (if the same buyer's), so a signed-in buyer's hearts do not show unpressed for the time
 * Amplify loads and the ids come back; nothing pressed on the server and while hydrating.
 */
export function useSavedVans() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const browser = useBrowserSaved();
  const kept = useKeptAccountIds();
  const account = useApi(savedVanIdsRoute, {}, { userId });
  const { mutate } = useSWRConfig();
  useKeepAccountIds(session.status, userId, account.data?.ids);

  const ids = useMemo(() => {
    if (session.status === 'loading') return new Set(kept?.ids ?? []);
    if (userId) {
      return new Set(account.data?.ids ?? (kept?.user === userId ? kept.ids : []));
    }
    return new Set(browser.map((entry) => entry.id));
  }, [session.status, userId, account.data, browser, kept]);

  const refresh = useCallback(() => mutate(isSavedVansKey), [mutate]);

  const toggle = useCallback(
    async (van: SaveableVan): Promise<SaveResult> => {
      if (!userId) {
        const outcome = toggleStoredSaved(van);
        return outcome === 'full'
          ? { error: SAVED_VANS_MESSAGES.full }
          : { saved: outcome === 'added' };
      }
      const saving = !ids.has(van.id);
      try {
        if (saving) await callApi(saveVanRoute, { path: { id: van.id } });
        else await callApi(removeSavedVanRoute, { path: { id: van.id } });
        return { saved: saving };
      } catch (error) {
        return { error: error instanceof ApiError ? error.message : 'Please try again.' };
      } finally {
        void refresh();
      }
    },
    [userId, ids, refresh],
  );

  return { ids, signedIn: userId !== undefined, known: session.status !== 'loading', toggle };
}

/**
 * Keeps the account's ids for this tab whenever they come, and forgets them at a sign-out (a
 * change from signed in to signed out: the anonymous first render of every page is not one).
 */
function useKeepAccountIds(
  status: ReturnType<typeof useSession>['status'],
  userId: string | undefined,
  ids: readonly string[] | undefined,
) {
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (userId && ids) keepAccountSavedIds(userId, ids);
  }, [userId, ids]);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    else if (status === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      keepAccountSavedIds(null);
    }
  }, [status]);
}

/**
 * The sign-in merge: once a buyer is signed in, the vans this browser saved move into the
 * account (the route merges, so a repeat never doubles) and leave the browser. Mounted once,
 * in the site's frame.
 */
export function useSavedVansMerge(): void {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : undefined;
  const browser = useBrowserSaved();
  const { mutate } = useSWRConfig();
  const sending = useRef(false);
  const waiting = userId !== undefined && browser.length > 0;

  useEffect(() => {
    if (!waiting || sending.current) return;
    sending.current = true;
    const vans = readBrowserSaved();
    callApi(importSavedVansRoute, {
      body: { vans: vans.map(({ id, price, saved_at }) => ({ id, price, saved_at })) },
    })
      // Every van sent is now in the account, or could not be saved (sold, over the limit):
      // either way it leaves the browser, so the next sign-in sends nothing again.
      .then(() => forgetStoredSaved(vans.map((van) => van.id)))
      .catch(() => {
        // Kept in the browser: the next page load tries again.
      })
      .finally(() => {
        sending.current = false;
        void mutate(isSavedVansKey);
      });
  }, [waiting, mutate]);
}
