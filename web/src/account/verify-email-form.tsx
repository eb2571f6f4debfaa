import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { verifyEmailSchema } from '../../../shared/auth/forms';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import { TextInput } from '../forms/form-field';
import { digitsOnly, useFormState } from '../forms/use-form-state';
import { showToast } from '../toast/toast-store';
import { PRIMARY_BUTTON, TEXT_LINK } from './auth-card';

/** The code Cognito e-mailed after sign-up; then the sign-in page, the address filled in. */
export function VerifyEmailForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useFormState(verifyEmailSchema, { email, code: '' });
  const [resending, setResending] = useState(false);

  const verify = () =>
    form.submit(async ({ code }) => {
      try {
        await (await loadAuth()).confirmRegistration(email, code);
        showToast({ title: 'Email confirmed', description: 'You can now sign in.' });
        navigate('/auth/login', { replace: true, state: { email } });
      } catch (error) {
        showToast({
          title: 'Error',
          description: authErrorMessage(error, 'Could not confirm your email address.'),
          variant: 'destructive',
        });
      }
    });

  async function resend() {
    setResending(true);
    try {
      await (await loadAuth()).resendRegistrationCode(email);
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
      <form
        noValidate
        onSubmit={(event) => (event.preventDefault(), void verify())}
        className="space-y-4"
      >
        <TextInput
          {...form.field('code', digitsOnly)}
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <button type="submit" disabled={form.busy} className={PRIMARY_BUTTON}>
          {form.busy ? 'Confirming...' : 'Confirm Email'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        No e-mail?{' '}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending}
          className={TEXT_LINK}
        >
          {resending ? 'Sending...' : 'Send a new code'}
        </button>{' '}
        or{' '}
        <Link to="/auth/register" className={TEXT_LINK}>
          use another address
        </Link>
        .
      </p>
    </>
  );
}
