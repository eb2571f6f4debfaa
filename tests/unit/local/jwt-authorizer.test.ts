import { generateKeyPairSync, createSign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createJwtAuthorizer,
  tokenFrom,
  type JwtAuthorizer,
} from '#infra/local/stage/gateway/jwt-authorizer';

const ISSUER = 'http://cognito.localhost/local_pool';
const CLIENT_ID = 'client-1';

function keyPair() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

function sign(privateKey: KeyObject, payload: Record<string, unknown>, kid = 'test-key'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
}

describe('createJwtAuthorizer', () => {
  const trusted = keyPair();
  const attacker = keyPair();
  let server: Server;
  let authorizer: JwtAuthorizer;
  const now = () => Math.floor(Date.now() / 1000);
  const accessToken = (overrides: Record<string, unknown> = {}, key = trusted.privateKey) =>
    sign(key, {
      sub: 'user-1',
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      'cognito:groups': ['admin', 'staff'],
      iss: ISSUER,
      iat: now(),
      exp: now() + 3600,
      ...overrides,
    });

  beforeAll(async () => {
    const jwk = {
      ...trusted.publicKey.export({ format: 'jwk' }),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    };
    server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    authorizer = createJwtAuthorizer({
      issuer: ISSUER,
      audience: [CLIENT_ID],
      jwksUri: `http://127.0.0.1:${port}/local_pool/.well-known/jwks.json`,
    });
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts a valid access token and hands claims over as API Gateway does (strings)', async () => {
    const context = await authorizer.authorize(`Bearer ${accessToken()}`);
    expect(context?.claims).toMatchObject({
      sub: 'user-1',
      client_id: CLIENT_ID,
      'cognito:groups': '[admin staff]',
    });
    expect(typeof context?.claims.exp).toBe('string');
    expect(context?.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('accepts an ID token by its aud claim', async () => {
    const idToken = accessToken({
      client_id: undefined,
      aud: CLIENT_ID,
      token_use: 'id',
      scope: undefined,
    });
    expect((await authorizer.authorize(`Bearer ${idToken}`))?.scopes).toBeNull();
  });

  it.each([
    ['a token signed with another key', () => accessToken({}, attacker.privateKey)],
    ['an expired token', () => accessToken({ exp: now() - 60 })],
    ['another issuer', () => accessToken({ iss: 'http://evil.example/local_pool' })],
    ['another app client', () => accessToken({ client_id: 'someone-else' })],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = accessToken().split('.');
        return `${header}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: ISSUER, client_id: CLIENT_ID, exp: now() + 60 })).toString('base64url')}.${signature}`;
      },
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('rejects %s', async (_, token) => {
    expect(await authorizer.authorize(`Bearer ${token()}`)).toBeNull();
  });

  it('treats a missing header as anonymous', async () => {
    expect(await authorizer.authorize(undefined)).toBeNull();
    expect(await authorizer.authorize('Bearer ')).toBeNull();
  });
});

describe('tokenFrom', () => {
  it('takes the token with or without the Bearer prefix, as API Gateway does', () => {
    expect(tokenFrom('Bearer abc')).toBe('abc');
    expect(tokenFrom('bearer   abc ')).toBe('abc');
    expect(tokenFrom('abc')).toBe('abc');
    expect(tokenFrom('')).toBeUndefined();
  });
});
