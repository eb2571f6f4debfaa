import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomUUID,
  sign,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TokenIdentity } from '#shared/auth/google-sign-in';
import { TOKEN_VALIDITY } from '#shared/auth/token-validity';

/*
 * Tokens as Cognito issues them after a Google sign-in, signed with cognito-local's own key
 * (its `kid` CognitoLocal, published at the pool's JWKS), so the gateway's JWT authorizer and the
 * handlers take them exactly as they take cognito-local's: same issuer, audience and claims,
 * plus `identities` as Cognito sets it for Google.
 */

type Jwk = JsonWebKey & { kid: string };

let key: { private: KeyObject; public: KeyObject; kid: string } | undefined;

/** cognito-local's signing key: the one its JWKS publishes (node_modules/cognito-local/lib/keys). */
function signingKey() {
  if (key) return key;
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('cognito-local')), 'keys', 'cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Jwk };
  const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
  key = { private: privateKey, public: createPublicKey(privateKey), kid: jwk.kid };
  return key;
}

function jwt(payload: Record<string, unknown>): string {
  const { private: privateKey, kid } = signingKey();
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** The account a Google sign-in signs into, with its Google identity. */
export type TokenSubject = {
  /** The pool's user name (cognito-local's), `cognito:username`. */
  username: string;
  sub: string;
  email: string;
  name: string;
  groups: string[];
  identity: TokenIdentity;
};

export type HostedUiTokens = { idToken: string; accessToken: string; expiresIn: number };

/** An ID and an access token for the subject, valid as long as the pool's client says. */
export function mintTokens(options: {
  issuer: string;
  clientId: string;
  subject: TokenSubject;
  scope: string;
  now?: number;
}): HostedUiTokens {
  const { subject } = options;
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const groups = subject.groups.length ? { 'cognito:groups': subject.groups } : {};
  const idExp = iat + TOKEN_VALIDITY.idTokenMinutes * 60;
  const accessExp = iat + TOKEN_VALIDITY.accessTokenMinutes * 60;
  const accessToken = jwt({
    sub: subject.sub,
    ...groups,
    iss: options.issuer,
    version: 2,
    client_id: options.clientId,
    token_use: 'access',
    scope: options.scope,
    auth_time: iat,
    exp: accessExp,
    iat,
    jti: randomUUID(),
    username: subject.username,
  });
  // OpenID Connect's at_hash: the left half of the access token's SHA-256.
  const atHash = createHash('sha256').update(accessToken).digest().subarray(0, 16);
  const idToken = jwt({
    at_hash: atHash.toString('base64url'),
    sub: subject.sub,
    ...groups,
    email_verified: true,
    iss: options.issuer,
    'cognito:username': subject.username,
    aud: options.clientId,
    identities: [subject.identity],
    token_use: 'id',
    auth_time: iat,
    name: subject.name,
    exp: idExp,
    iat,
    jti: randomUUID(),
    email: subject.email,
  });
  return { idToken, accessToken, expiresIn: TOKEN_VALIDITY.accessTokenMinutes * 60 };
}

/** The claims of an access token this stand-in (or cognito-local) signed, unexpired; else null. */
export function verifiedAccessToken(
  token: string,
  issuer: string,
  now: number = Date.now(),
): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    signingKey().public,
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    if (claims.iss !== issuer || claims.token_use !== 'access') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims;
  } catch {
    return null;
  }
}
