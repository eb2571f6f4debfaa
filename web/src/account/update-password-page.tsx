import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { newPasswordSchema } from '#shared/auth/forms';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import { TextInput } from '../ui/field';
import { NewPasswordFields } from '../forms/new-password-fields';
import { digitsOnly, schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { AuthCard, AuthForm, AuthFooter, TEXT_LINK } from './auth-card';
import { carriesResetFields, resetLinkFields } from './reset-link';
import { pages } from '#shared/pages';

/**
 * /auth/update-password: the target of the reset e-mail's link (it carries the address and the
 * code, which leave the address bar at once) or reached with the code typed in; sets the new
 * password, then sign-in.
 */
export function UpdatePasswordPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const form = useForm({
    initial: { ...resetLinkFields(search, hash), password: '', confirmPassword: '' },
    check: schemaCheck(newPasswordSchema),
  });
  // The link's code and address are in the form now: out of the address bar and the history.
  const fromLink = carriesResetFields(search, hash);
  useEffect(() => {
    if (fromLink) navigate(pathname, { replace: true });
  }, [fromLink, navigate, pathname]);

  const save = () =>
    form.submit(async ({ email, code, password }) => {
      try {
        await (await loadAuth()).setNewPassword({ email, code, password });
        showToast({
          title: 'Password updated',
          description: 'You can now sign in with your new password.',
        });
        navigate(pages.authLogin.build(), { replace: true, state: { email } });
      } catch (error) {
        showToast({
          title: 'Error',
          description: authErrorMessage(error, 'Could not update your password.'),
          variant: 'destructive',
        });
      }
    });

  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your VanYard account."
      lead="Enter the code from the e-mail and choose a new password."
    >
      <AuthForm onSubmit={save} busy={form.busy} submit="Update Password" busyText="Updating...">
        <TextInput {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <TextInput
          {...form.field('code', digitsOnly)}
          label="Code from the e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          labels={['New password', 'Confirm new password']}
        />
      </AuthForm>
      <AuthFooter>
        No code?{' '}
        <Link to={pages.authResetPassword.build()} className={TEXT_LINK}>
          Ask for a new one
        </Link>
      </AuthFooter>
    </AuthCard>
  );
}
