import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { JwtAuthorizerContext } from './api-event';

export type JwtAuthorizerOptions = {
  /** The `iss` every token must carry. */
  issuer: string;
  /** App client ids accepted in `aud` (ID tokens) or `client_id` (access tokens). */
  audience: string[];
  jwksUri: string;
};

export type JwtAuthorizer = {
  /** The authorizer context for a valid `Authorization` header; null when absent or invalid. */
  authorize(authorization: string | undefined): Promise<JwtAuthorizerContext | null>;
};

/** aws-jwt-verify's own fetcher refuses plain http; cognito-local only speaks http. */
const httpFetcher: Fetcher = {
  async fetch(uri) {
    const response = await fetch(uri, { signal: AbortSignal.timeout(3_000) });
    if (!response.ok) throw new Error(`JWKS request to ${uri} failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

/**
 * API Gateway's JWT authorizer turns every claim into a string (arrays as "[a b]"); the
 * handlers receive the same here so the stage cannot hide a parsing difference.
 */
export function claimsAsApiGatewayStrings(payload: JwtPayload): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    claims[name] = Array.isArray(value)
      ? `[${value.join(' ')}]`
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return claims;
}

/** The bearer token; API Gateway also accepts the bare token without the "Bearer " prefix. */
export function tokenFrom(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() || undefined : value;
}

/**
 * The same checks as the HTTP API's JWT authorizer: RS256 signature against the pool's JWKS
 * (fetched from cognito-local at `{endpoint}/{poolId}/.well-known/jwks.json`), `iss`, `exp` and
 * `nbf`, and `aud` or `client_id` among the configured audience.
 */
export function createJwtAuthorizer(options: JwtAuthorizerOptions): JwtAuthorizer {
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      jwksUri: options.jwksUri,
      // Checked below instead: access tokens carry client_id, not aud.
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audiences = [payload.aud, payload.client_id].flat().filter(Boolean);
        if (!audiences.some((audience) => options.audience.includes(String(audience)))) {
          throw new Error('Token audience is not an app client of this user pool');
        }
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return {
    async authorize(authorization) {
      const token = tokenFrom(authorization);
      if (!token) return null;
      try {
        const payload = await verifier.verify(token);
        const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : null;
        return { claims: claimsAsApiGatewayStrings(payload), scopes: scope };
      } catch {
        return null;
      }
    },
  };
}
