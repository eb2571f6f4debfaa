import { useState } from 'react';
import { useRuntimeConfig } from '../api/use-runtime-config';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import { showToast } from '../ui/toast-store';
import { buttonClass } from '../ui/button';

/**
 * 'Sign in with Google' through Cognito's hosted UI (the local stage's stand-in for it there,
 * decision 076). Only where the stage configures Google: a deployed stage without a Google
 * client shows no button and no word about it, since a button that cannot work helps nobody and
 * the reason is for operators, who find it in docs/infrastructure.md.
 */
export function GoogleButton({ label }: { label: string }) {
  const { data } = useRuntimeConfig();
  const [pending, setPending] = useState(false);
  if (!data?.auth.oauth) return null;
  async function start() {
    setPending(true);
    try {
      await (await loadAuth()).signInWithGoogle();
    } catch (error) {
      setPending(false);
      showToast({
        title: 'Error',
        description: authErrorMessage(error, 'Failed to sign in with Google'),
        variant: 'destructive',
      });
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void start()}
        disabled={pending}
        className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}
      >
        {pending ? (
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
          />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
            />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
            />
          </svg>
        )}
        {label}
      </button>
      <OrDivider />
    </>
  );
}

/** 'or' between the Google button and the e-mail form. */
function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      or
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
