import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../stage/gateway/read-body';
import type { authorizationCodes, GoogleIdentity } from './authorization-codes';
import { googleSubFor } from './google-accounts';
import { cookieOf, type HostedUiOptions, type HostedUiReplies } from './hosted-ui-http';
import {
  DEMO_GOOGLE_ACCOUNTS,
  renderChooser,
  renderRefusal,
  type AuthorizeRequest,
} from './hosted-ui-page';

/** The hosted sign-in's session cookie (Cognito's is `cognito`), on the stand-in's origin. */
const SESSION_COOKIE = 'hosted_ui_session';

const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
  'identity_provider',
] as const;

/**
 * `/oauth2/authorize` (the chooser, then back to the site with a code, or an error and the
 * state) and `/logout`, with the hosted session between them: while it lasts, authorize goes
 * straight back, as Cognito's does; /logout ends it.
 */
export function authorizeEndpoint(
  options: HostedUiOptions,
  codes: ReturnType<typeof authorizationCodes>,
  { html }: HostedUiReplies,
) {
  /** Hosted sessions: cookie value → the Google identity signed in at the stand-in. */
  const sessions = new Map<string, GoogleIdentity>();

  /** Checks an authorize request; a bad client or return address is never redirected to. */
  function checkAuthorize(
    fields: Record<string, string>,
  ): { ok: true; request: AuthorizeRequest } | { ok: false; message: string } {
    const request = Object.fromEntries(
      AUTHORIZE_FIELDS.map((name) => [name, fields[name] ?? '']),
    ) as AuthorizeRequest;
    if (request.client_id !== options.clientId) return { ok: false, message: 'Unknown client_id.' };
    if (!options.redirectSignIn.includes(request.redirect_uri)) {
      return { ok: false, message: 'redirect_uri is not a callback URL of this client.' };
    }
    if (request.response_type !== 'code') {
      return { ok: false, message: 'response_type must be code.' };
    }
    if (request.code_challenge_method !== 'S256' || !/^[\w-]{43}$/.test(request.code_challenge)) {
      return {
        ok: false,
        message: 'A code_challenge with code_challenge_method S256 is required.',
      };
    }
    if (request.identity_provider && request.identity_provider !== 'Google') {
      return { ok: false, message: 'Only the Google identity provider is configured.' };
    }
    return { ok: true, request };
  }

  /** Back to the site's callback with these parameters (and the state, unchanged). */
  function redirectBack(
    response: ServerResponse,
    request: AuthorizeRequest,
    params: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const target = new URL(request.redirect_uri);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    if (request.state) target.searchParams.set('state', request.state);
    response.writeHead(302, { location: target.href, 'cache-control': 'no-store', ...headers });
    response.end();
  }

  /** Signs the identity into its account (linking or making it) and returns with a code. */
  async function complete(
    response: ServerResponse,
    request: AuthorizeRequest,
    identity: GoogleIdentity,
    headers: Record<string, string> = {},
  ) {
    // The shared rule (accounts.signIn): an unverified address is refused before anything is
    // looked up or made; a refusal goes back to the site as Cognito sends a trigger's.
    const outcome = await options.accounts.signIn(identity);
    if (!outcome.ok) {
      return redirectBack(response, request, {
        error: 'invalid_request',
        error_description: outcome.message,
      });
    }
    const code = codes.issue({
      clientId: request.client_id,
      redirectUri: request.redirect_uri,
      codeChallenge: request.code_challenge,
      scope: request.scope || 'openid email profile',
      identity,
    });
    return redirectBack(response, request, { code }, headers);
  }

  async function authorizeGet(request: IncomingMessage, response: ServerResponse, url: URL) {
    const checked = checkAuthorize(Object.fromEntries(url.searchParams));
    if (!checked.ok) return html(response, 400, renderRefusal(checked.message));
    // A hosted session from an earlier sign-in goes straight on, as Cognito's does.
    const session = sessions.get(cookieOf(request, SESSION_COOKIE) ?? '');
    if (session) return complete(response, checked.request, session);
    return html(response, 200, renderChooser(checked.request));
  }

  async function authorizePost(request: IncomingMessage, response: ServerResponse) {
    const read = await readBody(request, 16 * 1024);
    if (read.kind === 'too-large') return html(response, 413, renderRefusal('Request too large.'));
    const form = Object.fromEntries(new URLSearchParams(read.body.toString('utf8')));
    const checked = checkAuthorize(form);
    if (!checked.ok) return html(response, 400, renderRefusal(checked.message));
    if (form.action === 'cancel') {
      return redirectBack(response, checked.request, {
        error: 'access_denied',
        error_description: 'The user cancelled the sign-in.',
      });
    }
    const demo = DEMO_GOOGLE_ACCOUNTS.find((account) => account.id === form.account);
    const email = (demo?.email ?? form.email ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      return html(response, 400, renderChooser(checked.request, 'Enter a valid e-mail address.'));
    }
    const name = (demo?.name ?? form.name ?? '').trim().slice(0, 100) || email.split('@')[0]!;
    const identity: GoogleIdentity = {
      sub: googleSubFor(email),
      email,
      emailVerified: demo ? demo.verified : form.verified === 'true',
      name,
    };
    const session = randomBytes(24).toString('base64url');
    sessions.set(session, identity);
    await complete(response, checked.request, identity, {
      'set-cookie': `${SESSION_COOKIE}=${session}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    });
  }

  function logout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const clientId = url.searchParams.get('client_id');
    const logoutUri = url.searchParams.get('logout_uri') ?? '';
    if (clientId !== options.clientId || !options.redirectSignOut.includes(logoutUri)) {
      return html(response, 400, renderRefusal('Unknown client_id or logout_uri.'));
    }
    // The hosted session ends: the next Google sign-in asks again.
    sessions.delete(cookieOf(request, SESSION_COOKIE) ?? '');
    response.writeHead(302, {
      location: logoutUri,
      'cache-control': 'no-store',
      'set-cookie': `${SESSION_COOKIE}=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0`,
    });
    response.end();
  }

  return { get: authorizeGet, post: authorizePost, logout };
}
