import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TRADE_SIGN_UP_PATH } from '#shared/auth/account-type';
import { registerSchema } from '#shared/auth/forms';
import type { SellerType } from '#shared/catalogue/enums';
import { MINIMUM_ACCOUNT_AGE } from '#shared/site-facts';
import { loadAuth } from '../auth/auth-client';
import { authErrorMessage } from '../auth/auth-errors';
import type { ReturnState } from '../auth/require-session';
import { TextInput } from '../ui/field';
import { NewPasswordFields } from '../forms/new-password-fields';
import { schemaCheck, useForm } from '../forms/use-form';
import { showToast } from '../ui/toast-store';
import { AuthCard, AuthForm, AuthFooter, TEXT_LINK } from './auth-card';
import { GoogleButton } from './google-button';
import { holdPassword, noteCodeSent } from './pending-sign-in';
import { VerifyEmailForm } from './verify-email-form';
import { verifyPath } from './verify-path';
import { pages } from '#shared/pages';

/**
 * /auth/register: full name, e-mail, password twice; then the code Cognito
 * e-mails (`?verify=` carries the address, so a reload or a return from sign-in lands here).
 * Where the person was going (`from`, e.g. /add-listing) rides in the navigation state from
 * sign-in through both steps.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const { from } = (useLocation().state ?? {}) as ReturnState;
  const verifying = params.get('verify');
  if (verifying) return <VerifyStep email={verifying} from={from} />;
  return <SignUpStep from={from} />;
}

/** The two sign-ups: a private seller's (the usual one) and a trade dealer's (decision 031). */
const SIGN_UP_COPY = {
  private_seller: {
    title: 'Create an account',
    lead: 'Free to join, free to list. It takes a minute.',
  },
  trade_dealer: {
    title: 'Create a trade account',
    lead: 'For van dealers: your vans are listed as Trade Dealer, and each price says whether it includes VAT. Free to join, free to list.',
  },
} as const;

function SignUpStep({ from }: ReturnState) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const accountType: SellerType =
    params.get('account') === 'trade' ? 'trade_dealer' : 'private_seller';
  const copy = SIGN_UP_COPY[accountType];
  const form = useForm({
    initial: { fullName: '', email: '', password: '', confirmPassword: '' },
    check: schemaCheck(registerSchema),
  });

  const register = () =>
    form.submit(async ({ fullName, email, password }) => {
      try {
        await (await loadAuth()).register({ fullName, email, password, accountType });
        // For signing in once the code is right, in this page's memory only.
        holdPassword(email, password);
        noteCodeSent(email);
        showToast({
          title: 'Registration successful',
          description: 'Please check your email to verify your account.',
        });
        navigate(verifyPath(email), { state: { from } satisfies ReturnState });
      } catch (error) {
        showToast({
          title: 'Error',
          description: authErrorMessage(error, 'Failed to create account'),
          variant: 'destructive',
        });
      }
    });

  return (
    <AuthCard
      title={copy.title}
      description="Create a free VanYard account to list your vans, with no fees and no commission."
      lead={copy.lead}
    >
      {/* Google's sign-up cannot carry the account type: a trade account signs up by e-mail. */}
      {accountType === 'private_seller' ? <GoogleButton label="Sign up with Google" /> : null}
      <AuthForm
        onSubmit={register}
        busy={form.busy}
        submit="Create Account"
        busyText="Creating account..."
      >
        <TextInput
          {...form.field('fullName')}
          label="Full name"
          autoComplete="name"
          maxLength={100}
        />
        <TextInput {...form.field('email')} label="Email" type="email" autoComplete="email" />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          labels={['Password', 'Confirm password']}
        />
        <p className="text-sm text-muted">
          By creating an account you confirm you are {MINIMUM_ACCOUNT_AGE} or over and accept our{' '}
          <Link to={pages.terms.build()} className={TEXT_LINK}>
            terms
          </Link>{' '}
          and{' '}
          <Link to={pages.privacy.build()} className={TEXT_LINK}>
            privacy policy
          </Link>
          .
        </p>
      </AuthForm>
      <AuthFooter>
        {accountType === 'trade_dealer' ? (
          <>
            Not a dealer?{' '}
            <Link
              to={pages.authRegister.build()}
              state={{ from } satisfies ReturnState}
              className={TEXT_LINK}
            >
              Create a private seller account
            </Link>
          </>
        ) : (
          <>
            Selling vans as a business?{' '}
            <Link
              to={TRADE_SIGN_UP_PATH}
              state={{ from } satisfies ReturnState}
              className={TEXT_LINK}
            >
              Create a trade account
            </Link>
          </>
        )}
      </AuthFooter>
      <p className="mt-2 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={pages.authLogin.build()}
          state={{ from } satisfies ReturnState}
          className={TEXT_LINK}
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}

function VerifyStep({ email, from }: { email: string; from?: string }) {
  return (
    <AuthCard
      title="Check your email"
      description="Confirm your e-mail address to finish creating your VanYard account."
      lead={
        <>
          We sent a 6-digit code to <strong className="text-ink wrap-anywhere">{email}</strong>.
          Enter it to confirm your address.
        </>
      }
    >
      <VerifyEmailForm email={email} from={from} />
    </AuthCard>
  );
}
