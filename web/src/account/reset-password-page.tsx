import { useState } from 'react';
import { Link } from 'react-router-dom';
import { resetRequestSchema } from '#shared/auth/forms';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import { TextInput } from '../ui/field';
import { schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { AuthCard, AuthForm, AuthFooter, TEXT_LINK } from './auth-card';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';

/**
 * /auth/reset-password: the address, then 'Check your email'. The answer is
 * the same whether or not the address has an account, so the page cannot be used to find out.
 */
export function ResetPasswordPage() {
  const form = useForm({ initial: { email: '' }, check: schemaCheck(resetRequestSchema) });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = () =>
    form.submit(async ({ email }) => {
      try {
        await (await loadAuth()).requestPasswordReset(email);
      } catch (error) {
        const name = (error as { name?: string }).name;
        // An unknown address gets the same answer as a known one.
        if (name !== 'UserNotFoundException') {
          showToast({
            title: 'Error',
            description: authErrorMessage(error, 'Failed to send reset link'),
            variant: 'destructive',
          });
          return;
        }
      }
      showToast({
        title: 'Reset link sent',
        description: 'Check your email for a password reset link',
      });
      setSentTo(email);
    });

  if (sentTo) {
    return (
      <AuthCard
        title="Check your email"
        description="Reset your VanYard password with the link or code we e-mailed."
        lead={
          <>
            If <strong className="text-ink">{sentTo}</strong> has a VanYard account, we have sent it
            a link and a code to set a new password.
          </>
        }
      >
        <div className="space-y-3">
          <Link
            to={`${pages.authUpdatePassword.build()}#${new URLSearchParams({ email: sentTo })}`}
            className={buttonClass({ size: 'lg', block: true })}
          >
            Enter the code
          </Link>
          <Link
            to={pages.authLogin.build()}
            className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}
          >
            Back to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Forgotten your VanYard password? Get a link to set a new one."
      lead="Enter the address you sign in with and we will e-mail you a link to set a new password."
    >
      <AuthForm onSubmit={send} busy={form.busy} submit="Send Reset Link" busyText="Sending...">
        <TextInput {...form.field('email')} label="Email" type="email" autoComplete="email" />
      </AuthForm>
      <AuthFooter>
        Remembered it?{' '}
        <Link to={pages.authLogin.build()} className={TEXT_LINK}>
          Back to login
        </Link>
      </AuthFooter>
    </AuthCard>
  );
}
