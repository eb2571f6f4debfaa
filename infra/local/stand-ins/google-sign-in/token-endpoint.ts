import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CognitoAnswer } from '../../stage/gateway/cognito-proxy';
import { readBody } from '../../stage/gateway/read-body';
import { verifierMatches, type authorizationCodes } from './authorization-codes';
import { oauthError, type HostedUiOptions, type HostedUiReplies } from './hosted-ui-http';
import { mintTokens, verifiedAccessToken, type TokenSubject } from './hosted-ui-tokens';

/** The stand-in's refresh tokens start so, for the gateway's Cognito proxy to tell them apart. */
const REFRESH_PREFIX = 'hosted-ui.';

/**
 * `/oauth2/token` (an authorization code with its PKCE verifier, or a refresh token),
 * `/oauth2/userInfo`, and the refresh of the stand-in's sessions through the pool's API.
 * Refresh tokens live in memory: a restart ends Google sessions at their next refresh.
 */
export function tokenEndpoint(
  options: HostedUiOptions,
  codes: ReturnType<typeof authorizationCodes>,
  { json, sendError }: HostedUiReplies,
) {
  const now = options.now ?? Date.now;
  /** Refresh tokens → the Google identity and client they were issued to. */
  const refreshTokens = new Map<string, { googleSub: string; clientId: string; scope: string }>();

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

  /** Cognito's userInfo: the signed-in person's claims for a valid access token, else 401. */
  async function userInfo(request: IncomingMessage, response: ServerResponse) {
    const header = request.headers.authorization ?? '';
    const claims = /^Bearer\s+/i.test(header)
      ? verifiedAccessToken(header.replace(/^Bearer\s+/i, ''), options.issuer, now())
      : null;
    const outcome = claims && (await options.accounts.byUsername(String(claims.username ?? '')));
    if (!outcome?.ok || outcome.subject.sub !== claims?.sub) {
      return json(
        response,
        401,
        {
          error: 'invalid_token',
          error_description: 'Access token is missing, invalid or expired.',
        },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
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

  return { token, userInfo, answerRefresh };
}
