import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { GOOGLE_LINKED_MESSAGE, googleSignInErrorMessage } from '#shared/auth/google-sign-in';
import { loadAuth } from '../auth/auth-client';
import { refreshSession } from '../auth/session-store';
import { pageTitle } from '../lib/site';
import { PageHead } from '../lib/page-head';
import { showToast } from '../ui/toast-store';
import { pages } from '#shared/pages';

/** How long a Google sign-in may take to finish before we give up on it. */
const CALLBACK_TIMEOUT_MS = 15_000;

type Finish = { signedIn: true; linked: boolean } | { signedIn: false; message: string };

/**
 * /auth/callback: where Cognito's hosted UI (or the local stage's stand-in) returns after
 * Google. Amplify swaps the code in the address for tokens; then /dashboard (with a note the
 * first time a Google account is linked to a password account), or /auth/login with what went
 * wrong: cancelled, refused, a used or expired code, a state this browser did not start.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let done = false;
    const finish = (result: Finish) => {
      if (done) return;
      done = true;
      if (!result.signedIn) {
        showToast({ title: 'Error', description: result.message, variant: 'destructive' });
      } else if (result.linked) {
        showToast({ title: 'Google account linked', description: GOOGLE_LINKED_MESSAGE });
      }
      navigate(result.signedIn ? pages.dashboard.build() : pages.authLogin.build(), {
        replace: true,
      });
    };
    // Read before Amplify loads: it takes the code out of the address once it has it.
    const params = new URLSearchParams(window.location.search);
    const returned = { error: params.get('error'), description: params.get('error_description') };
    const fromProvider = params.has('code') || params.has('error');
    const failed = (reported = '') =>
      finish({ signedIn: false, message: googleSignInErrorMessage({ ...returned, reported }) });
    const timer = setTimeout(() => failed(), CALLBACK_TIMEOUT_MS);
    void loadAuth()
      .then(async (auth) => {
        // Already swapped (a reload); else wait for Amplify's swap, if there is one to wait for.
        const outcome = (await auth.currentUser())
          ? { signedIn: true as const }
          : fromProvider
            ? await auth.whenRedirectSettles()
            : { signedIn: false as const, reported: '' };
        await refreshSession();
        if (!outcome.signedIn) return failed(outcome.reported);
        finish({ signedIn: true, linked: await auth.justLinkedGoogle() });
      })
      .catch(() => failed());
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
