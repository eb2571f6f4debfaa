import { useEffect, useSyncExternalStore } from 'react';
import { loadAuth } from './auth-client';
import type { SessionUser } from './session-user';
import { pages } from '#shared/pages';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/**
 * One object, so the server snapshot and a visitor found signed out are the same value: hydrating
 * the (anonymous) server-rendered page then causes no second render.
 */
const SIGNED_OUT: Session = { status: 'signed-out' };
const getServerSnapshot = () => SIGNED_OUT;

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
  if (window.location.pathname === pages.authCallback.build()) return true;
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
    set(SIGNED_OUT);
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
    set(user ? { status: 'signed-in', user } : SIGNED_OUT);
  } catch {
    // Without its settings the site cannot sign anyone in: treat as signed out.
    set(SIGNED_OUT);
  }
  return session;
}

/**
 * Starts following the session, once per page load. Browser only: the client entry calls it
 * before the first render, and useSession's effect makes sure of it.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  void refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => session;

/**
 * The current session: 'loading' until the first check has finished. On the server, and while
 * hydrating, signed out: a server-rendered page is the anonymous visitor's page, and the check
 * (which reads window and may load Amplify) never runs there.
 */
export function useSession(): Session {
  // Before the store's own effect, so a visitor found signed out at once causes no re-render.
  useEffect(startSession, []);
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
