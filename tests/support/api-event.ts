import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';

/**
 * A minimal API Gateway HTTP API (payload 2.0) event for calling a handler directly, as it
 * arrives through CloudFront: with the origin secret the handlers are given (ORIGIN_SECRET, set
 * by vitest.config.ts or the local stage's environment) unless `headers` replaces it.
 */
export function apiEvent(
  method: string,
  path: string,
  options: {
    query?: Record<string, string>;
    pathParameters?: Record<string, string>;
    body?: string;
    headers?: Record<string, string>;
    claims?: Record<string, unknown>;
  } = {},
): APIGatewayProxyEventV2 {
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString,
    headers: {
      'content-type': 'application/json',
      [ORIGIN_VERIFY_HEADER]: originSecret(),
      ...options.headers,
    },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: [] } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

/** The origin secret the handlers of this test process accept. */
export function originSecret(): string {
  return process.env.ORIGIN_SECRET ?? '';
}

export const lambdaContext = { awsRequestId: 'test-request' } as Context;

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

// The tests read any answer's fields (ids, error codes) without declaring each shape first.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; headers: Record<string, string> };

/** Calls a handler with an event, as API Gateway would, and reads its JSON answer. */
export async function answerOf(handler: Handler, event: APIGatewayProxyEventV2): Promise<Answer> {
  const response = (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
  const text = response.body ?? '';
  return {
    status: response.statusCode ?? 0,
    body: text ? JSON.parse(text) : null,
    headers: (response.headers ?? {}) as Record<string, string>,
  };
}

/**
 * A function URL's event (payload 2.0) for a page request to the renderer, as CloudFront sends
 * it: the raw, undecoded path and query, no origin secret (the function URL is signed by OAC).
 */
export function pageEvent(
  method: string,
  rawPath: string,
  rawQueryString = '',
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method, path: rawPath } },
  } as unknown as APIGatewayProxyEventV2;
}
