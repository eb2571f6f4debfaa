import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signInSchema } from '#shared/auth/forms';
import { loadAuth, type AuthModule } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import type { ReturnState } from '../auth/require-session';
import { refreshSession } from '../auth/session-store';
import { TextInput } from '../ui/field';
import { schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { AuthCard, AuthForm, AuthFooter, TEXT_LINK } from './auth-card';
import { GoogleButton } from './google-button';
import { holdPassword, noteCodeSent } from './pending-sign-in';
import { safeReturnPath } from './return-path';
import type { ConfirmedState } from './verify-email-form';
import { verifyPath } from './verify-path';
import { pages } from '#shared/pages';

const BENEFITS = [
  'List your vans free, with no commission',
  'Answer buyers’ enquiries from your inbox',
  'See your listings, views and boosts in one place',
  'Boost a listing to the top of search results',
] as const;

/** The sign-in page's navigation state: where to return, and the address when it is known. */
type LoginState = ReturnState & { email?: string } & Partial<Pick<ConfirmedState, 'confirmed'>>;

/** /auth/login: Google, or e-mail and password (docs/decisions/014-accounts-and-sessions.md). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const form = useForm({
    initial: { email: state.email ?? '', password: '' },
    check: schemaCheck(signInSchema),
  });

  const signIn = () =>
    form.submit(async ({ email, password }) => {
      try {
        const auth = await loadAuth();
        const outcome = await auth.signInWithPassword(email, password);
        if (outcome === 'confirm-sign-up') {
          // The code step signs them in with this password once the code is right.
          holdPassword(email, password);
          await sendFreshCode(auth, email);
          navigate(verifyPath(email), { state: { from: state.from } satisfies ReturnState });
          return;
        }
        await refreshSession();
        navigate(safeReturnPath(state.from), { replace: true });
      } catch (error) {
        showToast({
          title: 'Error',
          description: authErrorMessage(error, 'Failed to sign in', 'sign-in'),
          variant: 'destructive',
        });
      }
    });

  return (
    <AuthCard
      title="Sign in to VanYard"
      description="Sign in to VanYard to manage your van listings, answer enquiries and boost your adverts."
      lead="Welcome back. Sign in to manage your vans."
      aside={<Benefits />}
    >
      {state.confirmed ? (
        <p
          role="status"
          className="mb-6 rounded-md border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          Your email address is confirmed. Sign in to continue.
        </p>
      ) : null}
      <GoogleButton label="Sign in with Google" />
      <AuthForm onSubmit={signIn} busy={form.busy} submit="Sign In" busyText="Signing in...">
        <TextInput {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <TextInput
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex justify-end text-sm">
          <Link to={pages.authResetPassword.build()} className={TEXT_LINK}>
            Forgot password?
          </Link>
        </div>
      </AuthForm>
      <AuthFooter>
        Don't have an account?{' '}
        <Link
          to={pages.authRegister.build()}
          state={{ from: state.from } satisfies ReturnState}
          className={TEXT_LINK}
        >
          Sign up
        </Link>
      </AuthFooter>
    </AuthCard>
  );
}

/**
 * A new code for an account that signed in before confirming its address (the first may be long
 * gone). The code step follows whatever happens here: a refused resend (sent a moment ago, or
 * the service out of reach) still leaves the code already in the mailbox and the step's own
 * 'Send a new code'.
 */
async function sendFreshCode(auth: AuthModule, email: string): Promise<void> {
  try {
    await auth.resendRegistrationCode(email);
    noteCodeSent(email);
    showToast({
      title: 'Please confirm your email address',
      description: `We have sent a new code to ${email}.`,
    });
  } catch (error) {
    showToast({
      title: 'Please confirm your email address',
      description: `Enter the code from our e-mail to ${email}. ${authErrorMessage(error, 'We could not send a new code just now.')}`,
    });
  }
}

function Benefits() {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8 on-dark"
    >
      <h2 id="benefits-heading" className="text-xl font-bold">
        Why sell on VanYard
      </h2>
      <ul className="mt-4 space-y-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-brand-100">
            <span aria-hidden="true" className="font-bold text-accent-300">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
