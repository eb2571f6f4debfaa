import { createSign, generateKeyPairSync } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#infra/local/stage/emulators/dynamodb';
import type { LambdaHandler, LoadHandler } from '#infra/local/stage/gateway/handler-loader';
import type { GatewayRoute } from '#infra/local/stage/gateway/route-matcher';
import { createMailbox } from '#infra/local/stage/mailbox';
import { createHttpHandler } from '#lambdas/http/create-handler';
import { startTestStage, type TestStage } from './test-stage';
import { testRoute } from '../../support/test-route';

// Fixture routes passed to the gateway instead of the product's route table.
const ROUTES: GatewayRoute[] = [
  { id: 'EchoPublic', method: 'GET', path: '/api/test/echo/{id}', handler: 'echo', auth: 'public' },
  { id: 'EchoUser', method: 'GET', path: '/api/test/me', handler: 'echo', auth: 'user' },
  { id: 'EchoAdmin', method: 'GET', path: '/api/test/admin', handler: 'admin', auth: 'admin' },
  {
    id: 'CreateThing',
    method: 'POST',
    path: '/api/test/things',
    handler: 'create',
    auth: 'public',
  },
];

const echo: LambdaHandler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  cookies: ['seen=1; Path=/', 'theme=dark; Path=/'],
  body: JSON.stringify(event),
});

const HANDLERS: Record<string, LambdaHandler> = {
  echo,
  admin: createHttpHandler(
    testRoute({
      id: 'test-admin',
      auth: 'admin',
      // Tokens and groups only here; the account check has its own tests.
      account: 'disabled-allowed',
    }),
    async ({ auth }) => ({ body: { admin: auth?.userId } }),
  ) as LambdaHandler,
  create: createHttpHandler(
    testRoute({
      id: 'test-create',
      auth: 'public',
      body: z.object({ title: z.string() }),
    }),
    async ({ body }) => ({ status: 201, body }),
  ) as LambdaHandler,
};

const loadHandler: LoadHandler = async (route) => HANDLERS[route.handler]!;

type EchoedEvent = {
  rawPath: string;
  rawQueryString: string;
  queryStringParameters?: Record<string, string>;
  pathParameters?: Record<string, string>;
  cookies?: string[];
  headers: Record<string, string>;
  routeKey: string;
  requestContext: {
    authorizer?: { jwt: { claims: Record<string, string>; scopes: string[] | null } };
  };
};

describe('local stage: JWT checks and API Gateway events (fixture routes)', () => {
  let stage: TestStage;
  let cognito: CognitoIdentityProviderClient;
  const email = 'seller@example.com';
  const password = 'Vans4Sale!';
  let accessToken: string;
  let idToken: string;

  const codeMailFor = async (to: string, count: number) => {
    const mailbox = createMailbox(stage.dataDir);
    for (let i = 0; i < 50; i++) {
      const mails = (await mailbox.list()).filter((mail) => mail.to.includes(to));
      if (mails.length >= count) return mails[0]!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code mail for ${to}`);
  };
  const codeIn = (text: string) => /code is (\d+)/.exec(text)?.[1] ?? '';
  const signIn = async (endpoint = stage.endpoints.cognito) => {
    const client = new CognitoIdentityProviderClient({
      endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const result = await client.send(
      new InitiateAuthCommand({
        ClientId: stage.userPool.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    client.destroy();
    return result.AuthenticationResult!;
  };
  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${stage.url}${path}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    stage = await startTestStage({ gateway: { routes: ROUTES, loadHandler } });
    // Through the gateway's proxy, as the SPA: it mails the codes cognito-local only prints.
    cognito = new CognitoIdentityProviderClient({
      endpoint: `${stage.url}/_local/cognito`,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    await cognito.send(
      new SignUpCommand({
        ClientId: stage.userPool.clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const mail = await codeMailFor(email, 1);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stage.userPool.clientId,
        Username: email,
        ConfirmationCode: codeIn(mail.text),
      }),
    );
    const tokens = await signIn();
    accessToken = tokens.AccessToken!;
    idToken = tokens.IdToken!;
  });

  afterAll(async () => {
    cognito?.destroy();
    await stage?.cleanup();
  });

  it('delivers the sign-up code to the local mailbox (and it confirms the account)', async () => {
    const mail = await codeMailFor(email, 1);
    expect(mail.subject).toBe('Confirm your VanYard account');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(accessToken).toBeTruthy();
  });

  it('lets a protected route through with a real access token, claims as API Gateway gives them', async () => {
    const response = await get('/api/test/me', accessToken);
    expect(response.status).toBe(200);
    const event = (await response.json()) as EchoedEvent;
    expect(event.requestContext.authorizer?.jwt.claims).toMatchObject({
      client_id: stage.userPool.clientId,
      token_use: 'access',
      iss: `http://cognito.localhost/${stage.userPool.id}`,
    });
    expect(event.requestContext.authorizer?.jwt.scopes).toEqual(['aws.cognito.signin.user.admin']);
  });

  it('accepts the ID token too (audience = app client)', async () => {
    const event = (await (await get('/api/test/me', idToken)).json()) as EchoedEvent;
    expect(event.requestContext.authorizer?.jwt.claims).toMatchObject({ email, token_use: 'id' });
  });

  it('refuses a missing, forged or tampered token with a JSON 401', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey).toString('base64url')}`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${accessToken.split('.')[2]}`;
    for (const token of [undefined, forged, tampered, 'nonsense']) {
      const response = await get('/api/test/me', token);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('never passes claims to a public route, as API Gateway has no authorizer there', async () => {
    const withToken = (await (await get('/api/test/echo/a', accessToken)).json()) as EchoedEvent;
    expect(withToken.requestContext).not.toHaveProperty('authorizer');
    const forged = (await (await get('/api/test/echo/a', 'nonsense')).json()) as EchoedEvent;
    expect(forged.requestContext).not.toHaveProperty('authorizer');
    const anonymous = (await (await get('/api/test/echo/a')).json()) as EchoedEvent;
    expect(anonymous.requestContext).not.toHaveProperty('authorizer');
  });

  it('maps path, query, headers and cookies like API Gateway, and answers cookies as Set-Cookie', async () => {
    const response = await get('/api/test/echo/van%20123?make=ford&make=iveco&q=a%26b', undefined, {
      cookie: 'session=abc; consent=yes',
      'X-Custom': 'Hello',
    });
    const event = (await response.json()) as EchoedEvent;
    expect(event).toMatchObject({
      routeKey: 'GET /api/test/echo/{id}',
      rawPath: '/api/test/echo/van 123',
      rawQueryString: 'make=ford&make=iveco&q=a%26b',
      queryStringParameters: { make: 'ford,iveco', q: 'a&b' },
      pathParameters: { id: 'van 123' },
      cookies: ['session=abc', 'consent=yes'],
    });
    expect(event.headers['x-custom']).toBe('Hello');
    expect(event.headers).not.toHaveProperty('cookie');
    expect(response.headers.getSetCookie()).toEqual(['seen=1; Path=/', 'theme=dark; Path=/']);
  });

  it('runs createHttpHandler conventions behind the gateway: malformed JSON is a 400', async () => {
    const post = (body: string) =>
      fetch(`${stage.url}/api/test/things`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    expect((await post('{"title":')).status).toBe(400);
    const created = await post('{"title":"Sprinter"}');
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ title: 'Sprinter' });
  });

  it('admin routes need the admin group: 403 before, 200 after joining it', async () => {
    expect((await get('/api/test/admin', accessToken)).status).toBe(403);
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: stage.userPool.id,
        Username: email,
        GroupName: 'admin',
      }),
    );
    const fresh = await signIn();
    const response = await get('/api/test/admin', fresh.AccessToken);
    expect(response.status).toBe(200);
  });

  it('delivers password-reset codes to the mailbox too', async () => {
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: stage.userPool.clientId, Username: email }),
    );
    const mail = await codeMailFor(email, 2);
    expect(mail.text).toContain('reset your VanYard password');
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stage.userPool.clientId,
        Username: email,
        ConfirmationCode: codeIn(mail.text),
        Password: password,
      }),
    );
  });

  it('reaches cognito-local through the gateway at /_local/cognito for the browser', async () => {
    const tokens = await signIn(`${stage.url}/_local/cognito`);
    expect(tokens.AccessToken).toBeTruthy();
  });
});
