import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NotFoundError, RuleViolationError, UnavailableError } from '#lambdas/platform/errors';
import { defineRoute, empty, text } from '#shared/api/contract';
import { createHttpHandler } from '#lambdas/http/create-handler';
import { apiEvent, lambdaContext } from '../../support/api-event';
import { testRoute } from '../../support/test-route';

// The handlers' one convention, exercised through a handler made for the test (no route needed).
const echo = createHttpHandler(
  testRoute({
    id: 'test-echo',
    auth: 'public',
    params: z.object({ id: z.string().regex(/^[a-z0-9-]+$/) }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: z.object({ title: z.string().min(3) }),
    maxBodyBytes: 64,
  }),
  async ({ path, query, body }) => ({
    status: 201,
    body: { id: path.id, page: query.page, title: body.title },
  }),
);

const post = (body: string | undefined, options: Parameters<typeof apiEvent>[2] = {}) =>
  echo(
    apiEvent('POST', '/api/test/abc', { pathParameters: { id: 'abc' }, body, ...options }),
    lambdaContext,
  );

const json = (response: { body?: string }) =>
  JSON.parse(response.body ?? '') as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('createHttpHandler conventions', () => {
  // Access and error logs go to stdout/stderr; keep the test output readable.
  const quiet = () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  };

  it('answers a valid request with the handler result as JSON', async () => {
    quiet();
    const response = await post('{"title":"Transit"}', { query: { page: '2' } });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
    expect(json(response)).toEqual({ id: 'abc', page: 2, title: 'Transit' });
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    quiet();
    const response = await post('{"title": ');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers invalid fields with 400 and messages per field', async () => {
    quiet();
    const response = await post('{"title":"ab"}');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'bad_request', fields: { title: [expect.any(String)] } },
    });
  });

  it('checks path and query parameters too', async () => {
    quiet();
    const badPath = await echo(
      apiEvent('POST', '/api/test/X', {
        pathParameters: { id: 'NOT OK' },
        body: '{"title":"Transit"}',
      }),
      lambdaContext,
    );
    expect(json(badPath)).toMatchObject({ error: { fields: { 'path.id': [expect.any(String)] } } });
    const badQuery = await post('{"title":"Transit"}', { query: { page: '0' } });
    expect(json(badQuery)).toMatchObject({
      error: { fields: { 'query.page': [expect.any(String)] } },
    });
  });

  it('answers 413 over the handler limit and 415 for another media type', async () => {
    quiet();
    expect((await post(JSON.stringify({ title: 'x'.repeat(100) }))).statusCode).toBe(413);
    expect(
      (
        await post('title=Transit', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(415);
  });

  it('reads base64-encoded bodies', async () => {
    quiet();
    const event = apiEvent('POST', '/api/test/abc', {
      pathParameters: { id: 'abc' },
      body: Buffer.from('{"title":"Crafter"}').toString('base64'),
    });
    const response = await echo({ ...event, isBase64Encoded: true }, lambdaContext);
    expect(json(response)).toMatchObject({ title: 'Crafter' });
  });

  it('enforces the auth level from the verified claims', async () => {
    quiet();
    const forUsers = createHttpHandler(
      testRoute({
        id: 'test-user',
        auth: 'user',
        account: 'disabled-allowed',
      }),
      async ({ auth }) => ({ body: { userId: auth?.userId } }),
    );
    const forAdmins = createHttpHandler(
      testRoute({
        id: 'test-admin',
        auth: 'admin',
        account: 'disabled-allowed',
      }),
      async () => ({ body: { ok: true } }),
    );
    const anonymous = apiEvent('GET', '/api/test');
    const user = apiEvent('GET', '/api/test', {
      claims: { sub: 'user-1', 'cognito:groups': '[staff]' },
    });
    const admin = apiEvent('GET', '/api/test', {
      claims: { sub: 'user-2', 'cognito:groups': '[admin]' },
    });
    expect((await forUsers(anonymous, lambdaContext)).statusCode).toBe(401);
    expect(json(await forUsers(user, lambdaContext))).toEqual({ userId: 'user-1' });
    expect((await forAdmins(user, lambdaContext)).statusCode).toBe(403);
    expect((await forAdmins(admin, lambdaContext)).statusCode).toBe(200);
  });

  it('never writes the bearer token, the query string or the body to a log line', async () => {
    const lines: string[] = [];
    const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true);
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
    // Access lines are info level, which the test run otherwise silences.
    vi.stubEnv('LOG_LEVEL', 'info');
    const working = createHttpHandler(
      testRoute({
        id: 'test-works',
        auth: 'user',
        account: 'disabled-allowed',
      }),
      async () => ({ body: { ok: true } }),
    );
    const failing = createHttpHandler(
      testRoute({
        id: 'test-fails',
        auth: 'user',
        account: 'disabled-allowed',
      }),
      async () => {
        throw new Error('boom');
      },
    );
    const event = (path: string) =>
      apiEvent('POST', path, {
        pathParameters: { id: 'abc' },
        query: { code: '123456', page: '1' },
        headers: { authorization: `Bearer ${token}` },
        body: '{"title":"Crafter","password":"hunter22"}',
        claims: { sub: 'user-1' },
      });
    expect((await working(event('/api/test/abc'), lambdaContext)).statusCode).toBe(200);
    expect((await failing(event('/api/test/fail'), lambdaContext)).statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('/api/test/abc');
    expect(logged).toContain('boom');
    for (const secret of [token, 'Bearer', '123456', 'hunter22', 'Crafter'])
      expect(logged).not.toContain(secret);
  });

  it('maps domain errors and hides unexpected ones behind a 500', async () => {
    quiet();
    const missing = createHttpHandler(
      testRoute({
        id: 'test-missing',
        auth: 'public',
      }),
      async () => {
        throw new NotFoundError('No such van.');
      },
    );
    const broken = createHttpHandler(
      testRoute({
        id: 'test-broken',
        auth: 'public',
      }),
      async () => {
        throw new Error('secret detail');
      },
    );
    expect(json(await missing(apiEvent('GET', '/x'), lambdaContext))).toEqual({
      error: { code: 'not_found', message: 'No such van.' },
    });
    const response = await broken(apiEvent('GET', '/x'), lambdaContext);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
  });

  it('gives rule violations their own code and unavailable dependencies a 503 with retry-after', async () => {
    quiet();
    const unknownPostcode = createHttpHandler(
      testRoute({
        id: 'test-rule',
        auth: 'public',
      }),
      async () => {
        throw new RuleViolationError(
          'Unknown postcode.',
          { 'query.postcode': ['x'] },
          'postcode_not_found',
        );
      },
    );
    const warming = createHttpHandler(
      testRoute({
        id: 'test-unavailable',
        auth: 'public',
      }),
      async () => {
        throw new UnavailableError('Starting up.', 'search_unavailable', 7);
      },
    );
    const rule = await unknownPostcode(apiEvent('GET', '/x'), lambdaContext);
    expect(rule.statusCode).toBe(422);
    expect(json(rule)).toEqual({
      error: {
        code: 'postcode_not_found',
        message: 'Unknown postcode.',
        fields: { 'query.postcode': ['x'] },
      },
    });
    const unavailable = await warming(apiEvent('GET', '/x'), lambdaContext);
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers).toMatchObject({ 'retry-after': '7' });
    expect(json(unavailable)).toEqual({
      error: { code: 'search_unavailable', message: 'Starting up.' },
    });
  });

  it('answers as the contract says: text with its content type, or an empty 204', async () => {
    quiet();
    const xml = createHttpHandler(
      defineRoute({
        id: 'test-xml',
        method: 'GET',
        path: '/api/test/x',
        auth: 'public',
        response: text('application/xml'),
        description: 'A text answer.',
      }),
      async () => ({ text: '<urlset/>', headers: { 'cache-control': 'public, max-age=60' } }),
    );
    const nothing = createHttpHandler(
      defineRoute({
        id: 'test-empty',
        method: 'POST',
        path: '/api/test/x',
        auth: 'public',
        response: empty,
        description: 'No answer.',
      }),
      async () => ({}),
    );
    const sent = await xml(apiEvent('GET', '/api/test/x'), lambdaContext);
    expect(sent.headers).toMatchObject({
      'content-type': 'application/xml',
      'cache-control': 'public, max-age=60',
    });
    expect(sent.body).toBe('<urlset/>');
    const none = await nothing(apiEvent('POST', '/api/test/x'), lambdaContext);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('hands a rawBody route the exact text received: no parsing, no media-type check', async () => {
    quiet();
    const raw = createHttpHandler(
      testRoute({ id: 'test-raw', auth: 'public', rawBody: true, maxBodyBytes: 64 }),
      async ({ body }) => ({ body: { received: body } }),
    );
    const send = (body: string | undefined, options: Parameters<typeof apiEvent>[2] = {}) =>
      raw(apiEvent('POST', '/api/test/abc', { body, ...options }), lambdaContext);
    // Spacing, key order and a non-JSON body reach the handler byte for byte.
    const signed = '{ "id":"evt_1",  "b":1 }\n';
    expect(json(await send(signed))).toEqual({ received: signed });
    expect(json(await send('not json {'))).toEqual({ received: 'not json {' });
    const form = await send('a=1&b=2', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(200);
    expect(json(form)).toEqual({ received: 'a=1&b=2' });
    expect(json(await send(undefined))).toEqual({ received: '' });
    // API Gateway's base64 form is decoded to the same text.
    const encoded = apiEvent('POST', '/api/test/abc', {
      body: Buffer.from('{"£":"é"}').toString('base64'),
    });
    expect(json(await raw({ ...encoded, isBase64Encoded: true }, lambdaContext))).toEqual({
      received: '{"£":"é"}',
    });
    // The size limit still holds, counted in bytes.
    expect((await send('x'.repeat(65))).statusCode).toBe(413);
    expect((await send('£'.repeat(33))).statusCode).toBe(413);
  });

  it('gives a public route no caller, even when claims arrive', async () => {
    quiet();
    const who = createHttpHandler(
      testRoute({ id: 'test-who', auth: 'public' }),
      async ({ auth }) => ({
        body: { auth },
      }),
    );
    const withClaims = apiEvent('GET', '/api/test/x', { claims: { sub: 'user-1' } });
    expect(json(await who(withClaims, lambdaContext))).toEqual({ auth: null });
  });
});
