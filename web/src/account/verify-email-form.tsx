import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { verifyEmailSchema } from '#shared/auth/forms';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import type { ReturnState } from '../auth/require-session';
import { refreshSession } from '../auth/session-store';
import { TextInput } from '../ui/field';
import { digitsOnly, schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { AuthForm, AuthFooter, TEXT_LINK } from './auth-card';
import { noteCodeSent, resendWaitLeft, takePassword } from './pending-sign-in';
import { afterConfirmPath } from './return-path';
import { pages } from '#shared/pages';

/** What the sign-in page is told after a confirmation it could not finish itself. */
export type ConfirmedState = ReturnState & { email: string; confirmed: true };

/**
 * The code Cognito e-mailed after sign-up. Once it is right, the person is signed in with the
 * password they typed a moment ago and goes where they were going (`from`), or to their
 * dashboard; if the page no longer holds the password (a reload), to the sign-in page with the
 * address filled in and a line saying the address is confirmed.
 */
export function VerifyEmailForm({ email, from }: { email: string; from?: string }) {
  const navigate = useNavigate();
  const form = useForm({ initial: { email, code: '' }, check: schemaCheck(verifyEmailSchema) });
  const [resending, setResending] = useState(false);
  const [waiting, setWaiting] = useState(() => resendWaitLeft(email) > 0);

  // 'Send a new code' comes back a minute after the last code (Cognito limits them too).
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), resendWaitLeft(email));
    return () => clearTimeout(timer);
  }, [waiting, email]);

  const verify = () =>
    form.submit(async ({ code }) => {
      let auth;
      try {
        auth = await loadAuth();
        await auth.confirmRegistration(email, code);
      } catch (error) {
        showToast({
          title: 'Error',
          description: authErrorMessage(error, 'Could not confirm your email address.'),
          variant: 'destructive',
        });
        return;
      }
      const password = takePassword(email);
      const signedIn =
        password !== undefined &&
        (await auth.signInWithPassword(email, password).then(
          (outcome) => outcome === 'signed-in',
          () => false,
        ));
      if (signedIn) {
        await refreshSession();
        showToast({ title: 'Email confirmed', description: 'Welcome to VanYard.' });
        navigate(afterConfirmPath(from), { replace: true });
        return;
      }
      const state: ConfirmedState = { email, confirmed: true, from: afterConfirmPath(from) };
      showToast({ title: 'Email confirmed', description: 'You can now sign in.' });
      navigate(pages.authLogin.build(), { replace: true, state });
    });

  async function resend() {
    setResending(true);
    try {
      await (await loadAuth()).resendRegistrationCode(email);
      noteCodeSent(email);
      setWaiting(true);
      showToast({ title: 'Code sent', description: `We have sent a new code to ${email}.` });
    } catch (error) {
      showToast({
        title: 'Error',
        description: authErrorMessage(error, 'Could not send a new code.'),
        variant: 'destructive',
      });
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <AuthForm onSubmit={verify} busy={form.busy} submit="Confirm Email" busyText="Confirming...">
        <TextInput
          {...form.field('code', digitsOnly)}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
      </AuthForm>
      <AuthFooter>
        No e-mail? Check your spam folder, then{' '}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending || waiting}
          aria-describedby="resend-wait"
          className={`${TEXT_LINK} disabled:cursor-not-allowed disabled:text-muted disabled:no-underline`}
        >
          {resending ? 'Sending...' : 'Send a new code'}
        </button>{' '}
        or{' '}
        <Link
          to={pages.authRegister.build()}
          state={{ from } satisfies ReturnState}
          className={TEXT_LINK}
        >
          use another address
        </Link>
        .
      </AuthFooter>
      <p id="resend-wait" role="status" className="mt-2 text-center text-sm text-muted">
        {waiting ? 'We have just sent you a code. You can ask for another after a minute.' : ''}
      </p>
    </>
  );
}
