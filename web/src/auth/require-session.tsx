import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { showToast, type ToastInput } from '../ui/toast-store';
import { useSession } from './session-store';
import type { SessionUser } from './session-user';
import { pages } from '#shared/pages';

/** Where /auth/login sends the user back to after signing in. */
export type ReturnState = { from?: string };

type RequireSessionProps = {
  /** `admin`: members of the admin group only. */
  role?: 'user' | 'admin';
  /** A toast for a signed-out visitor ('Authentication required' on /add-listing). */
  signedOutToast?: ToastInput;
  children: (user: SessionUser) => ReactNode;
};

const ACCESS_DENIED: ToastInput = {
  title: 'Access Denied',
  description: "You don't have permission to access this page",
  variant: 'destructive',
};

/**
 * A protected page: nothing renders on the server, while hydrating or while the session check
 * is pending; a signed-out visitor goes to /auth/login, replacing this entry and remembering the
 * page; a signed-in user without the admin group gets 'Access Denied' and goes home. The API checks
 * the same on every call: this only spares people a page they cannot use.
 */
export function RequireSession({ role = 'user', signedOutToast, children }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  const hydrated = useHydrated();
  const denied = session.status === 'signed-in' && role === 'admin' && !session.user.isAdmin;
  const signedOut = session.status === 'signed-out';

  useEffect(() => {
    if (!hydrated) return;
    if (denied) showToast(ACCESS_DENIED);
    if (signedOut && signedOutToast) showToast(signedOutToast);
  }, [hydrated, denied, signedOut, signedOutToast]);

  // The server's (signed-out) snapshot says nothing about this visitor: never redirect on it.
  if (!hydrated || session.status === 'loading') return null;
  if (session.status === 'signed-out') {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={pages.authLogin.build()} replace state={state} />;
  }
  if (denied) return <Navigate to={pages.home.build()} replace />;
  return <>{children(session.user)}</>;
}
