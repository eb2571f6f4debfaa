import { useSyncExternalStore } from 'react';
import { loadAuth } from './auth-client';
import type { SessionUser } from './session-user';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

let session: Session = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;
let listening = false;

function set(next: Session) {
  session = next;
  for (const listener of listeners) listener();
}

/**
 * Amplify keeps `CognitoIdentityServiceProvider.{client}.LastAuthUser` while someone is signed
 * in. Without it (and outside a Google sign-in's return) nobody is: no need to load Amplify.
 */
function maybeSignedIn(): boolean {
  if (window.location.pathname === '/auth/callback') return true;
  try {
    return Object.keys(window.localStorage).some((key) =>
      /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/.test(key),
    );
  } catch {
    return true;
  }
}

/** Reads the session from Amplify again (after a sign-in, a sign-out or a refresh). */
export async function refreshSession(): Promise<Session> {
  if (session.status === 'loading' && !maybeSignedIn()) {
    set({ status: 'signed-out' });
    return session;
  }
  try {
    const auth = await loadAuth();
    // Once Amplify is loaded, follow its sign-ins, sign-outs and failed refreshes.
    if (!listening) {
      listening = true;
      auth.onSessionChange(() => void refreshSession());
    }
    const user = await auth.currentUser();
    set(user ? { status: 'signed-in', user } : { status: 'signed-out' });
  } catch {
    // Without its settings the site cannot sign anyone in: treat as signed out.
    set({ status: 'signed-out' });
  }
  return session;
}

/** Starts following the session once per page load. */
function start() {
  if (started) return;
  started = true;
  void refreshSession();
}

/** The current session: 'loading' until the first check has finished. */
export function useSession(): Session {
  start();
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
  );
}
