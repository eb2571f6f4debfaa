import type { IncomingMessage, ServerResponse } from 'node:http';
import type { googleAccounts } from './google-accounts';

/* What the hosted sign-in stand-in's endpoints share: its options and its ways of answering. */

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

export type OAuthError = { status: number; error: string; description: string };
export const oauthError = (error: string, description: string, status = 400): OAuthError => ({
  status,
  error,
  description,
});

export function send(
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

export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** HTML pages under a strict CSP; JSON with CORS for the site's origins only. */
export function hostedUiReplies(options: HostedUiOptions) {
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

  return { html, json, sendError, corsFor };
}

export type HostedUiReplies = ReturnType<typeof hostedUiReplies>;
