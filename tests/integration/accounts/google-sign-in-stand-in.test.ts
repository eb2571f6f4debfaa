import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '#infra/local/stage/auth/cognito-users';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import type { RuntimeConfig } from '#shared/runtime-config';
import type { TestStage } from '../local-stage/test-stage';
import { sharedTestStage } from '../local-stage/shared-stage';
import { api } from '../own-listings/seller-stage';

// The local stage's stand-in for Cognito's hosted sign-in with Google (decision 076), through
// its HTTPS endpoints as a browser and aws-amplify call them, and the gateway taking its tokens.
let stage: TestStage;
let cognito: CognitoIdentityProviderClient;
let oauth: NonNullable<RuntimeConfig['auth']['oauth']>;
let clientId: string;
let ca: string;

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

/** An HTTPS request to the stand-in, trusting the stage's own certificate and nothing else. */
function hostedUi(
  method: string,
  path: string,
  options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      `https://${oauth.domain}${path}`,
      {
        method,
        ca,
        headers: {
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, string>;
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** What aws-amplify sends to /oauth2/authorize, with a fresh PKCE pair and state. */
function authorizeRequest() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(16).toString('hex');
  const query = {
    redirect_uri: oauth.redirectSignIn,
    response_type: 'code',
    client_id: clientId,
    identity_provider: 'Google',
    scope: 'openid email profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  return { verifier, state, query, path: `/oauth2/authorize?${new URLSearchParams(query)}` };
}

/** Picks an identity on the chooser (a typed address) and follows the answer's redirect. */
async function chooseIdentity(
  flow: ReturnType<typeof authorizeRequest>,
  identity: { email: string; name?: string; verified?: boolean },
) {
  const answer = await hostedUi('POST', '/oauth2/authorize', {
    form: {
      ...flow.query,
      email: identity.email,
      name: identity.name ?? '',
      ...(identity.verified === false ? {} : { verified: 'true' }),
    },
  });
  expect(answer.status, answer.text).toBe(302);
  const back = new URL(String(answer.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(oauth.redirectSignIn);
  expect(back.searchParams.get('state')).toBe(flow.state);
  return { back, cookie: String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
}

const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  hostedUi('POST', '/oauth2/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      redirect_uri: oauth.redirectSignIn,
      code_verifier: verifier,
      ...extra,
    },
  });

async function usersWithEmail(email: string) {
  const { Users } = await cognito.send(
    new ListUsersCommand({ UserPoolId: stage.userPool.id, Filter: `email = "${email}"` }),
  );
  return Users ?? [];
}

const unique = () => `${Date.now()}.${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  stage = await sharedTestStage();
  cognito = new CognitoIdentityProviderClient({
    endpoint: stage.endpoints.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const config = (await (await fetch(`${stage.url}/config.json`)).json()) as RuntimeConfig;
  oauth = config.auth.oauth!;
  clientId = config.auth.userPoolClientId;
  ca = readFileSync(join(stage.dataDir, 'hosted-ui-tls', 'cert.pem'), 'utf8');
}, 180_000);

afterAll(() => cognito?.destroy());

describe('the hosted sign-in stand-in', () => {
  it('is in the runtime config, on HTTPS, returning to the name the site was opened on', async () => {
    expect(oauth.domain).toMatch(/^localhost:\d+$/);
    const port = new URL(stage.url).port;
    const onIp = (await (
      await fetch(`http://127.0.0.1:${port}/config.json`)
    ).json()) as RuntimeConfig;
    expect(onIp.auth.oauth?.redirectSignIn).toBe(`http://127.0.0.1:${port}/auth/callback`);
    // The SPA's token request is allowed by the site's CSP.
    const page = await fetch(`${stage.url}/auth/login`);
    expect(page.headers.get('content-security-policy')).toContain(`https://${oauth.domain}`);
  });

  it('shows the chooser, marked as a local stand-in, for a good request', async () => {
    const answer = await hostedUi('GET', authorizeRequest().path);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Local stand-in for Google sign-in');
    expect(answer.text).toContain('sales@northern-van-centre.example');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a bad authorize request with 400 and never redirects to an unknown address', async () => {
    const good = authorizeRequest().query;
    const bad = [
      { ...good, client_id: 'someone-else' },
      { ...good, redirect_uri: 'https://evil.example/auth/callback' },
      { ...good, response_type: 'token' },
      { ...good, code_challenge_method: 'plain' },
      { ...good, code_challenge: '' },
      { ...good, identity_provider: 'Facebook' },
    ];
    for (const query of bad) {
      const answer = await hostedUi('GET', `/oauth2/authorize?${new URLSearchParams(query)}`);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
    const post = await hostedUi('POST', '/oauth2/authorize', {
      form: { ...good, email: 'not an address' },
    });
    expect(post.status).toBe(400);
    expect(post.text).toContain('Enter a valid e-mail address.');
  });

  it('signs a new person in: PKCE checked, the code single-use, tokens the gateway accepts', async () => {
    const email = `google.${unique()}@gmail.example`;
    const flow = authorizeRequest();
    const { back } = await chooseIdentity(flow, { email, name: 'Robin Google' });
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokens = json(await exchange(code, flow.verifier));
    expect(tokens.token_type).toBe('Bearer');
    const id = claims(tokens.id_token!);
    expect(id).toMatchObject({ email, name: 'Robin Google', token_use: 'id', aud: clientId });
    expect(id.identities).toEqual([
      expect.objectContaining({ providerName: 'Google', providerType: 'Google', primary: 'true' }),
    ]);
    // The profile was made with Google's name, and the API takes the token as cognito-local's.
    const profile = await api(stage, 'GET', '/api/me/profile', { token: tokens.id_token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: id.sub, email, full_name: 'Robin Google' });
    expect(await usersWithEmail(email)).toHaveLength(1);

    // The code works once.
    const replay = await exchange(code, flow.verifier);
    expect(replay.status).toBe(400);
    expect(json(replay).error).toBe('invalid_grant');

    // userInfo answers for the access token; a forged one is refused.
    const info = await hostedUi('GET', '/oauth2/userInfo', {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(info.status).toBe(200);
    expect(json(info)).toMatchObject({ sub: id.sub, email, email_verified: 'true' });
    const forged = await hostedUi('GET', '/oauth2/userInfo', {
      headers: { authorization: `Bearer ${tokens.access_token!.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);

    // aws-amplify refreshes through the pool's API: the gateway answers for the stand-in's token.
    const refreshed = await fetch(`${stage.url}/_local/cognito/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refresh_token },
      }),
    });
    expect(refreshed.status).toBe(200);
    const result = (await refreshed.json()) as { AuthenticationResult: { IdToken: string } };
    expect(claims(result.AuthenticationResult.IdToken).sub).toBe(id.sub);
    const again = await api(stage, 'GET', '/api/me/profile', {
      token: result.AuthenticationResult.IdToken,
    });
    expect(again.status).toBe(200);
  });

  it('refuses a wrong code_verifier, and the code is spent by the attempt', async () => {
    const flow = authorizeRequest();
    const { back } = await chooseIdentity(flow, { email: `pkce.${unique()}@gmail.example` });
    const code = back.searchParams.get('code')!;
    const wrong = await exchange(code, randomBytes(48).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect(json(wrong).error).toBe('invalid_grant');
    expect((await exchange(code, flow.verifier)).status).toBe(400);
  });

  it('answers bad token requests with OAuth errors, never a 500', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, 'invalid_request'],
      [{ grant_type: 'password' }, 400, 'unsupported_grant_type'],
      [
        { grant_type: 'authorization_code', code: 'x', redirect_uri: 'y', code_verifier: 'z' },
        400,
        'invalid_request',
      ],
      [
        {
          grant_type: 'authorization_code',
          code: 'x',
          client_id: 'nobody',
          redirect_uri: 'y',
          code_verifier: 'z',
        },
        401,
        'invalid_client',
      ],
      [
        {
          grant_type: 'authorization_code',
          code: 'made-up',
          client_id: clientId,
          redirect_uri: oauth.redirectSignIn,
          code_verifier: 'z'.repeat(43),
        },
        400,
        'invalid_grant',
      ],
      [
        { grant_type: 'refresh_token', refresh_token: 'hosted-ui.nope', client_id: clientId },
        400,
        'invalid_grant',
      ],
    ];
    for (const [form, status, error] of cases) {
      const answer = await hostedUi('POST', '/oauth2/token', { form });
      expect(answer.status, JSON.stringify(form)).toBe(status);
      expect(json(answer).error).toBe(error);
    }
    // The SPA's origin may call the token endpoint; another may not.
    const preflight = await hostedUi('OPTIONS', '/oauth2/token', {
      headers: { origin: new URL(oauth.redirectSignIn).origin },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(
      new URL(oauth.redirectSignIn).origin,
    );
    const stranger = await hostedUi('OPTIONS', '/oauth2/token', {
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('links a verified Google address to the password account using it, never a second user', async () => {
    const email = `linked.${unique()}@example.org`;
    await createConfirmedUser(cognito, stage.userPool.id, {
      email,
      password: 'linked-pass-2026',
      fullName: 'Password Person',
    });
    const [native] = await usersWithEmail(email);
    const nativeSub = native?.Attributes?.find((a) => a.Name === 'sub')?.Value;

    const flow = authorizeRequest();
    const { back } = await chooseIdentity(flow, { email, name: 'Google Name' });
    const tokens = json(await exchange(back.searchParams.get('code')!, flow.verifier));
    const id = claims(tokens.id_token!);
    expect(id.sub).toBe(nativeSub);
    expect(id.identities).toEqual([
      expect.objectContaining({ providerName: 'Google', primary: 'false' }),
    ]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('refuses an unverified Google address and makes nothing', async () => {
    const email = `unverified.${unique()}@gmail.example`;
    const flow = authorizeRequest();
    const { back } = await chooseIdentity(flow, { email, verified: false });
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('error_description')).toContain('not verified');
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('sends a cancel back as access_denied with the state, making nothing', async () => {
    const flow = authorizeRequest();
    const answer = await hostedUi('POST', '/oauth2/authorize', {
      form: { ...flow.query, action: 'cancel' },
    });
    expect(answer.status).toBe(302);
    const back = new URL(String(answer.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(flow.state);
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('keeps a hosted session until /logout, then asks again', async () => {
    const first = authorizeRequest();
    const { cookie } = await chooseIdentity(first, { email: `session.${unique()}@gmail.example` });
    expect(cookie).toMatch(/^hosted_ui_session=.+/);

    const second = authorizeRequest();
    const straight = await hostedUi('GET', second.path, { headers: { cookie } });
    expect(straight.status).toBe(302);
    expect(new URL(String(straight.headers.location)).searchParams.get('code')).toBeTruthy();

    const badLogout = await hostedUi(
      'GET',
      `/logout?client_id=${clientId}&logout_uri=https://evil.example/`,
      {
        headers: { cookie },
      },
    );
    expect(badLogout.status).toBe(400);
    const logout = await hostedUi(
      'GET',
      `/logout?${new URLSearchParams({ client_id: clientId, logout_uri: oauth.redirectSignOut })}`,
      { headers: { cookie } },
    );
    expect(logout.status).toBe(302);
    expect(logout.headers.location).toBe(oauth.redirectSignOut);

    const asked = await hostedUi('GET', authorizeRequest().path, { headers: { cookie } });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain('Choose an account');
  });
});
