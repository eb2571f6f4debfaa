import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { CognitoAnswer } from '../../stage/gateway/cognito-proxy';
import { readBody } from '../../stage/gateway/read-body';
import { authorizationCodes, verifierMatches, type GoogleIdentity } from './authorization-codes';
import { googleSubFor, type googleAccounts } from './google-accounts';
import {
  DEMO_GOOGLE_ACCOUNTS,
  HOSTED_UI_STYLESHEET,
  HOSTED_UI_STYLESHEET_PATH,
  renderChooser,
  renderRefusal,
  type AuthorizeRequest,
} from './hosted-ui-page';
import { mintTokens, verifiedAccessToken, type TokenSubject } from './hosted-ui-tokens';

/*
 * The local stage's stand-in for Cognito's hosted OAuth endpoints (decision 076), on HTTPS of its
 * own because aws-amplify always calls `https://{domain}`: /oauth2/authorize (the chooser page),
 * /oauth2/token (code with PKCE, or refresh token), /oauth2/userInfo and /logout, in Cognito's
 * wire format. Never deployed.
 */

export type HostedUiOptions = {
  tls: { key: string; cert: string };
  clientId: string;
  /** `{issuer domain}/{pool id}`, as cognito-local's tokens carry it. */
  issuer: string;
  /** The site's origins: the token endpoint answers their browser calls (CORS). */
  siteOrigins: readonly string[];
  /** Where sign-in may return (the app client's callback URLs). */
  redirectSignIn: readonly string[];
  /** Where sign-out may return (its sign-out URLs). */
  redirectSignOut: readonly string[];
  accounts: ReturnType<typeof googleAccounts>;
  log: (line: string) => void;
  now?: () => number;
};

/** The hosted sign-in's session cookie (Cognito's is `cognito`), on the stand-in's origin. */
const SESSION_COOKIE = 'hosted_ui_session';
const REFRESH_PREFIX = 'hosted-ui.';

type OAuthError = { status: number; error: string; description: string };
const oauthError = (error: string, description: string, status = 400): OAuthError => ({
  status,
  error,
  description,
});

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

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

export function createHostedUi(options: HostedUiOptions) {
  const now = options.now ?? Date.now;
  const codes = authorizationCodes(now);
  /** Hosted sessions: cookie value → the Google identity signed in at the stand-in. */
  const sessions = new Map<string, GoogleIdentity>();
  /** Refresh tokens → the Google identity and client they were issued to. */
  const refreshTokens = new Map<string, { googleSub: string; clientId: string; scope: string }>();
  // The chooser's form posts here and is redirected back to the site: both in form-action.
  const pageCsp = `default-src 'none'; style-src 'self'; form-action 'self' ${options.siteOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
  /** CORS for the site's own origins only, as Cognito's endpoints allow the app's. */
  const corsFor = (request: IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    if (!origin || !options.siteOrigins.includes(origin)) return { vary: 'origin' };
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'content-type, authorization, x-amz-user-agent',
      'access-control-max-age': '600',
      vary: 'origin',
    };
  };

  const html = (response: ServerResponse, status: number, body: string) =>
    send(response, status, 'text/html; charset=utf-8', body, {
      'content-security-policy': pageCsp,
      'x-frame-options': 'DENY',
    });
  const json = (response: ServerResponse, status: number, body: unknown, extra = {}) =>
    send(response, status, 'application/json;charset=UTF-8', JSON.stringify(body), {
      ...corsFor(response.req),
      ...extra,
    });
  const sendError = (response: ServerResponse, failure: OAuthError) =>
    json(response, failure.status, {
      error: failure.error,
      error_description: failure.description,
    });

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

  function tokensFor(subject: TokenSubject, clientId: string, scope: string) {
    return mintTokens({ issuer: options.issuer, clientId, subject, scope, now: now() });
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const read = await readBody(request, 16 * 1024);
    if (read.kind === 'too-large') {
      return sendError(response, oauthError('invalid_request', 'Request too large.', 413));
    }
    const form = new URLSearchParams(read.body.toString('utf8'));
    const field = (name: string) => form.get(name) ?? '';
    const grantType = field('grant_type');
    if (grantType === 'authorization_code') {
      for (const name of ['code', 'client_id', 'redirect_uri', 'code_verifier']) {
        if (!field(name))
          return sendError(response, oauthError('invalid_request', `Missing ${name}.`));
      }
      if (field('client_id') !== options.clientId) {
        return sendError(response, oauthError('invalid_client', 'Unknown client.', 401));
      }
      const taken = codes.take(field('code'));
      if (!taken.ok) {
        const why = taken.reason === 'expired' ? 'expired' : 'unknown or already used';
        return sendError(
          response,
          oauthError('invalid_grant', `The authorization code is ${why}.`),
        );
      }
      const { grant } = taken;
      if (grant.clientId !== field('client_id') || grant.redirectUri !== field('redirect_uri')) {
        return sendError(
          response,
          oauthError('invalid_grant', 'The code was issued for another client or redirect_uri.'),
        );
      }
      if (!verifierMatches(field('code_verifier'), grant.codeChallenge)) {
        return sendError(
          response,
          oauthError('invalid_grant', 'The code_verifier does not match the code_challenge.'),
        );
      }
      const outcome = await options.accounts.current(grant.identity.sub);
      if (!outcome.ok) return sendError(response, oauthError('invalid_grant', outcome.message));
      const tokens = tokensFor(outcome.subject, grant.clientId, grant.scope);
      const refresh = REFRESH_PREFIX + randomBytes(32).toString('base64url');
      refreshTokens.set(refresh, {
        googleSub: grant.identity.sub,
        clientId: grant.clientId,
        scope: grant.scope,
      });
      return json(response, 200, {
        id_token: tokens.idToken,
        access_token: tokens.accessToken,
        refresh_token: refresh,
        expires_in: tokens.expiresIn,
        token_type: 'Bearer',
      });
    }
    if (grantType === 'refresh_token') {
      const refreshed = await refresh(field('refresh_token'), field('client_id'));
      if ('error' in refreshed) return sendError(response, refreshed);
      return json(response, 200, {
        id_token: refreshed.idToken,
        access_token: refreshed.accessToken,
        expires_in: refreshed.expiresIn,
        token_type: 'Bearer',
      });
    }
    return sendError(
      response,
      oauthError(
        grantType ? 'unsupported_grant_type' : 'invalid_request',
        grantType ? `Unsupported grant_type ${grantType}.` : 'Missing grant_type.',
      ),
    );
  }

  async function refresh(refreshToken: string, clientId: string) {
    const held = refreshTokens.get(refreshToken);
    if (!held || held.clientId !== clientId) {
      return oauthError('invalid_grant', 'Invalid refresh token.');
    }
    const outcome = await options.accounts.current(held.googleSub);
    if (!outcome.ok) return oauthError('invalid_grant', outcome.message);
    return tokensFor(outcome.subject, clientId, held.scope);
  }

  function userInfo(request: IncomingMessage, response: ServerResponse) {
    const header = request.headers.authorization ?? '';
    const claims = /^Bearer\s+/i.test(header)
      ? verifiedAccessToken(header.replace(/^Bearer\s+/i, ''), options.issuer, now())
      : null;
    if (!claims) {
      return json(
        response,
        401,
        {
          error: 'invalid_token',
          error_description: 'Access token is missing, invalid or expired.',
        },
        {
          'www-authenticate': 'Bearer error="invalid_token"',
        },
      );
    }
    return { claims };
  }

  async function userInfoAnswer(request: IncomingMessage, response: ServerResponse) {
    const checked = userInfo(request, response);
    if (!checked) return;
    const username = String(checked.claims.username ?? '');
    const sub = String(checked.claims.sub ?? '');
    const outcome = await options.accounts.byUsername(username);
    if (!outcome.ok || outcome.subject.sub !== sub) {
      return json(response, 401, {
        error: 'invalid_token',
        error_description: 'The user no longer exists.',
      });
    }
    const { subject } = outcome;
    return json(response, 200, {
      sub: subject.sub,
      identities: JSON.stringify([subject.identity]),
      email_verified: 'true',
      name: subject.name,
      email: subject.email,
      username: subject.username,
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

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'https://localhost');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    if (method === 'OPTIONS' && (path === '/oauth2/token' || path === '/oauth2/userInfo')) {
      response.writeHead(204, corsFor(request));
      return void response.end();
    }
    if (path === '/oauth2/authorize' && method === 'GET')
      return authorizeGet(request, response, url);
    if (path === '/oauth2/authorize' && method === 'POST') return authorizePost(request, response);
    if (path === '/oauth2/token' && method === 'POST') return token(request, response);
    if (path === '/oauth2/userInfo' && method === 'GET') return userInfoAnswer(request, response);
    if (path === '/logout' && method === 'GET') return logout(request, response, url);
    if (path === HOSTED_UI_STYLESHEET_PATH) {
      return send(response, 200, 'text/css; charset=utf-8', HOSTED_UI_STYLESHEET);
    }
    if (['/oauth2/authorize', '/oauth2/token', '/oauth2/userInfo', '/logout'].includes(path)) {
      return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed.');
    }
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found.');
  }

  /**
   * The gateway's Cognito proxy asks here first about an InitiateAuth: a refresh token this
   * stand-in issued is answered as Cognito answers REFRESH_TOKEN_AUTH (aws-amplify refreshes an
   * OAuth session through the pool's API, not the token endpoint); any other request passes on.
   */
  async function answerRefresh(body: Record<string, unknown>): Promise<CognitoAnswer | undefined> {
    const parameters = (body.AuthParameters ?? {}) as Record<string, unknown>;
    const token = parameters.REFRESH_TOKEN;
    if (typeof token !== 'string' || !token.startsWith(REFRESH_PREFIX)) return undefined;
    const refreshed = await refresh(token, String(body.ClientId ?? ''));
    if ('error' in refreshed) {
      return {
        status: 400,
        body: { __type: 'NotAuthorizedException', message: refreshed.description },
      };
    }
    return {
      status: 200,
      body: {
        AuthenticationResult: {
          AccessToken: refreshed.accessToken,
          IdToken: refreshed.idToken,
          ExpiresIn: refreshed.expiresIn,
          TokenType: 'Bearer',
        },
        ChallengeParameters: {},
      },
    };
  }

  let server: Server | undefined;
  return {
    answerRefresh,
    listen(port = 0): Promise<string> {
      return new Promise((resolve, reject) => {
        const created = createServer(options.tls, (request, response) => {
          route(request, response).catch((error: unknown) => {
            options.log(
              `hosted-ui: ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            if (!response.headersSent) {
              send(response, 500, 'text/plain; charset=utf-8', 'The sign-in stand-in failed.');
            } else response.destroy();
          });
        });
        server = created;
        created.once('error', reject);
        created.listen(port, '127.0.0.1', () => {
          created.off('error', reject);
          resolve(`localhost:${(created.address() as AddressInfo).port}`);
        });
      });
    },
    close(): Promise<void> {
      const open = server;
      if (!open?.listening) return Promise.resolve();
      return new Promise((resolve) => {
        open.close(() => resolve());
        open.closeAllConnections();
      });
    },
  };
}
