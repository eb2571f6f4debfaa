import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAuth } from '../auth/auth-client';
import { refreshSession } from '../auth/session-store';
import { pageTitle } from '../lib/site';
import { PageHead } from '../lib/page-head';
import { showToast } from '../ui/toast-store';
import { pages } from '#shared/pages';

/** How long a Google sign-in may take to finish before we give up on it. */
const CALLBACK_TIMEOUT_MS = 15_000;

/**
 * /auth/callback: where Cognito's hosted UI returns after Google. Amplify
 * swaps the code in the address for tokens; then /dashboard, or /auth/login if that failed.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let done = false;
    const finish = (signedIn: boolean) => {
      if (done) return;
      done = true;
      if (!signedIn) {
        showToast({
          title: 'Error',
          description: 'Failed to sign in with Google',
          variant: 'destructive',
        });
      }
      navigate(signedIn ? pages.dashboard.build() : pages.authLogin.build(), { replace: true });
    };
    // Read before Amplify loads: it takes the code out of the address once it has it.
    const params = new URLSearchParams(window.location.search);
    const fromProvider = params.has('code') || params.has('error');
    const timer = setTimeout(() => finish(false), CALLBACK_TIMEOUT_MS);
    void loadAuth()
      .then(async (auth) => {
        // Already swapped (a reload); else wait for Amplify's swap, if there is one to wait for.
        const outcome = (await auth.currentUser())
          ? 'signed-in'
          : fromProvider
            ? await auth.whenRedirectSettles()
            : 'failed';
        await refreshSession();
        finish(outcome === 'signed-in');
      })
      .catch(() => finish(false));
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="container-page py-24 text-center">
      <PageHead
        title={pageTitle('Signing in')}
        description="Completing your sign-in to VanYard."
        robots="noindex"
      />
      <p role="status" className="text-lg text-muted">
        Completing authentication...
      </p>
    </div>
  );
}
