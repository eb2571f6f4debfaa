/**
 * Everything that touches aws-amplify (Auth only), loaded on demand by auth-client.ts so the
 * library stays out of the first page load. Tokens live where Amplify keeps them
 * (localStorage) and refresh themselves (docs/decisions/014-accounts-and-sessions.md).
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';
import 'aws-amplify/auth/enable-oauth-listener';
import { ConsoleLogger, Hub } from 'aws-amplify/utils';
import { ACCOUNT_TYPE_ATTRIBUTE } from '#shared/auth/account-type';
import { googleLinkNotice } from '#shared/auth/google-sign-in';
import { ADMIN_GROUP } from '#shared/auth/roles';
import type { SellerType } from '#shared/catalogue/enums';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type AuthSettings,
} from '#shared/runtime-config';
import { fetchJson } from '../api/fetch-json';
import type { SessionUser } from './session-user';

let passwordFlow: AuthSettings['passwordFlow'] = 'USER_SRP_AUTH';

/** Reads the stage's sign-in settings from /config.json and configures Amplify with them. */
export async function configureFromSite(origin: string): Promise<void> {
  configure(runtimeConfigSchema.parse(await fetchJson(RUNTIME_CONFIG_PATH)).auth, origin);
}

export function configure(settings: AuthSettings, origin: string): void {
  passwordFlow = settings.passwordFlow;
  // Before Amplify is configured: its OAuth listener may finish (or fail) a redirect at once.
  watchRedirect();
  quietAboutTheEmulator(Boolean(settings.userPoolEndpoint), () =>
    configureAmplify(settings, origin),
  );
}

/**
 * Amplify logs a console warning on every configure with a custom user pool endpoint ('ensure
 * the endpoint is correct'). Only the local stage has one, on purpose (cognito-local behind the
 * gateway), so there that one call runs with Amplify's logger at ERROR and the level is put
 * back at once: any later warning still shows, and deployed stages, which never set an
 * endpoint, are not touched.
 */
function quietAboutTheEmulator(customEndpoint: boolean, run: () => void): void {
  if (!customEndpoint) return run();
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    run();
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}

function configureAmplify(settings: AuthSettings, origin: string): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: settings.userPoolId,
        userPoolClientId: settings.userPoolClientId,
        ...(settings.userPoolEndpoint
          ? { userPoolEndpoint: new URL(settings.userPoolEndpoint, origin).href }
          : {}),
        loginWith: {
          email: true,
          ...(settings.oauth
            ? {
                oauth: {
                  domain: settings.oauth.domain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [settings.oauth.redirectSignIn],
                  redirectSignOut: [settings.oauth.redirectSignOut],
                  responseType: 'code',
                },
              }
            : {}),
        },
      },
    },
  });
}

/** The signed-in user from the ID token (refreshed first if it has expired), or null. */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await fetchAuthSession().catch(() => undefined);
  const payload = session?.tokens?.idToken?.payload;
  if (!payload?.sub) return null;
  const groups = payload['cognito:groups'];
  const list = Array.isArray(groups) ? groups.map(String) : [];
  return {
    id: String(payload.sub),
    email: typeof payload.email === 'string' ? payload.email : '',
    name: typeof payload.name === 'string' ? payload.name : '',
    groups: list,
    isAdmin: list.includes(ADMIN_GROUP),
  };
}

/** The ID token for API calls (refreshed when it has expired), or null when signed out. */
export async function idToken(): Promise<string | null> {
  const session = await fetchAuthSession().catch(() => undefined);
  return session?.tokens?.idToken?.toString() ?? null;
}

export type SignInOutcome = 'signed-in' | 'confirm-sign-up';

export async function signInWithPassword(email: string, password: string): Promise<SignInOutcome> {
  const attempt = () =>
    signIn({ username: email, password, options: { authFlowType: passwordFlow } });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    // A previous session still in storage: start afresh as the person now signing in.
    if ((error as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirm-sign-up';
  if (!result.isSignedIn) {
    throw Object.assign(
      new Error('This account needs a sign-in step VanYard does not offer yet.'),
      {
        name: 'UnsupportedSignInStep',
      },
    );
  }
  return 'signed-in';
}

export async function register(form: {
  fullName: string;
  email: string;
  password: string;
  /** The trade sign-up's account type; a private account says nothing (decision 031). */
  accountType?: SellerType;
}) {
  await signUp({
    username: form.email,
    password: form.password,
    options: {
      userAttributes: {
        email: form.email,
        name: form.fullName,
        ...(form.accountType === 'trade_dealer'
          ? { [ACCOUNT_TYPE_ATTRIBUTE]: form.accountType }
          : {}),
      },
    },
  });
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

export async function resendRegistrationCode(email: string): Promise<void> {
  await resendSignUpCode({ username: email });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await resetPassword({ username: email });
}

export async function setNewPassword(form: { email: string; code: string; password: string }) {
  await confirmResetPassword({
    username: form.email,
    confirmationCode: form.code,
    newPassword: form.password,
  });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword: currentPassword, newPassword });
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithRedirect({ provider: 'Google' });
}

export async function signOutNow(): Promise<void> {
  await signOut();
}

/** Calls `listener` whenever Amplify signs someone in or out, or a refresh fails. */
export function onSessionChange(listener: () => void): () => void {
  return Hub.listen('auth', ({ payload }) => {
    if (
      [
        'signedIn',
        'signedOut',
        'tokenRefresh',
        'tokenRefresh_failure',
        'signInWithRedirect',
      ].includes(payload.event)
    ) {
      listener();
    }
  });
}

/** How a Google sign-in that returned to /auth/callback ended; `reported` is Amplify's error. */
export type RedirectOutcome = { signedIn: true } | { signedIn: false; reported: string };

let redirectOutcome: Promise<RedirectOutcome> | undefined;

function watchRedirect(): void {
  redirectOutcome = new Promise((resolve) => {
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') resolve({ signedIn: true });
      else if (payload.event === 'signInWithRedirect_failure') {
        const { error } = (payload.data ?? {}) as { error?: { message?: string } };
        resolve({ signedIn: false, reported: error?.message ?? '' });
      } else return;
      stop();
    });
  });
}

/** Resolves when a Google sign-in that returned to /auth/callback has finished (or failed). */
export function whenRedirectSettles(): Promise<RedirectOutcome> {
  return redirectOutcome ?? Promise.resolve({ signedIn: false, reported: '' });
}

/**
 * Whether this session is the first through a Google identity just linked to a password
 * account (the ID token's `identities`, as Cognito sets it on both stages; decision 076).
 */
export async function justLinkedGoogle(): Promise<boolean> {
  const session = await fetchAuthSession().catch(() => undefined);
  const payload = session?.tokens?.idToken?.payload;
  return googleLinkNotice(payload?.identities, payload?.auth_time);
}
