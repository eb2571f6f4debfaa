import { describe, expect, it } from 'vitest';
import {
  apiGatewayTime,
  buildApiEvent,
  queryStringParameters,
  type IncomingRequest,
} from '#infra/local/stage/gateway/api-event';

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'GET',
  url: '/api/listings/abc',
  headers: { host: ['localhost:3000'], 'user-agent': ['vitest'] },
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  protocol: 'HTTP/1.1',
  ...overrides,
});

const build = (
  overrides: Partial<IncomingRequest> = {},
  extra: Partial<Parameters<typeof buildApiEvent>[0]> = {},
) =>
  buildApiEvent({
    request: request(overrides),
    routeKey: 'GET /api/listings/{id}',
    pathParameters: { id: 'abc' },
    requestId: 'req-1',
    now: new Date('2026-03-12T19:03:58.123Z'),
    ...extra,
  });

describe('buildApiEvent (HTTP API payload 2.0)', () => {
  it('fills the envelope and request context', () => {
    const event = build();
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/listings/{id}',
      rawPath: '/api/listings/abc',
      rawQueryString: '',
      pathParameters: { id: 'abc' },
      isBase64Encoded: false,
      requestContext: {
        http: {
          method: 'GET',
          path: '/api/listings/abc',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        requestId: 'req-1',
        routeKey: 'GET /api/listings/{id}',
        stage: '$default',
        domainName: 'localhost',
        time: '12/Mar/2026:19:03:58 +0000',
        timeEpoch: Date.parse('2026-03-12T19:03:58.123Z'),
      },
    });
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('body');
    expect(event.requestContext).not.toHaveProperty('authorizer');
  });

  it('keeps the raw query string and joins repeated keys with commas', () => {
    const event = build({ url: '/api/search?make=ford&make=vauxhall&q=transit%20custom&empty=' });
    expect(event.rawQueryString).toBe('make=ford&make=vauxhall&q=transit%20custom&empty=');
    expect(event.queryStringParameters).toEqual({
      make: 'ford,vauxhall',
      q: 'transit custom',
      empty: '',
    });
  });

  it('moves cookies out of the headers into the cookies array', () => {
    const event = build({ headers: { host: ['localhost'], cookie: ['a=1; b=2', 'c=3'] } });
    expect(event.cookies).toEqual(['a=1', 'b=2', 'c=3']);
    expect(event.headers).not.toHaveProperty('cookie');
  });

  it('lower-cases nothing itself but joins repeated headers with commas and adds x-forwarded-*', () => {
    const event = build({
      headers: { host: ['localhost:3000'], accept: ['text/html', 'application/json'] },
    });
    expect(event.headers).toMatchObject({
      accept: 'text/html,application/json',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-port': '3000',
    });
  });

  it('passes the decoded path, as HTTP API does', () => {
    const event = build({ url: '/api/listings/a%20b?x=%2F' });
    expect(event.rawPath).toBe('/api/listings/a b');
    expect(event.rawQueryString).toBe('x=%2F');
    expect(event.queryStringParameters).toEqual({ x: '/' });
  });

  it('passes JSON and text bodies as text, anything else base64-encoded', () => {
    const json = build({
      headers: { 'content-type': ['application/json; charset=utf-8'] },
      body: Buffer.from('{"a":1}'),
    });
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const form = build({
      headers: { 'content-type': ['application/x-www-form-urlencoded'] },
      body: Buffer.from('a=1'),
    });
    expect(form).toMatchObject({
      body: Buffer.from('a=1').toString('base64'),
      isBase64Encoded: true,
    });
    const binary = build({
      headers: { 'content-type': ['image/jpeg'] },
      body: Buffer.from([0xff, 0xd8, 0x00]),
    });
    expect(binary).toMatchObject({ body: '/9gA', isBase64Encoded: true });
    const untyped = build({ headers: {}, body: Buffer.from('hello') });
    expect(untyped.isBase64Encoded).toBe(true);
  });

  it('adds the JWT authorizer context only when given', () => {
    const event = build(
      {},
      { authorizer: { claims: { sub: 'user-1', 'cognito:groups': '[admin]' }, scopes: null } },
    );
    expect(event.requestContext.authorizer).toEqual({
      jwt: { claims: { sub: 'user-1', 'cognito:groups': '[admin]' }, scopes: null },
    });
  });

  it('omits pathParameters for routes without variables', () => {
    expect(build({}, { pathParameters: {} })).not.toHaveProperty('pathParameters');
  });
});

describe('queryStringParameters', () => {
  it('is undefined without a query and skips nameless pairs', () => {
    expect(queryStringParameters('')).toBeUndefined();
    expect(queryStringParameters('=x')).toBeUndefined();
    expect(queryStringParameters('a')).toEqual({ a: '' });
  });
});

describe('apiGatewayTime', () => {
  it('pads day and time', () => {
    expect(apiGatewayTime(new Date('2026-01-02T03:04:05Z'))).toBe('02/Jan/2026:03:04:05 +0000');
  });
});
