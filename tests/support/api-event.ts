import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/** A minimal API Gateway HTTP API (payload 2.0) event for calling a handler directly. */
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
    headers: { 'content-type': 'application/json', ...options.headers },
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

export const lambdaContext = { awsRequestId: 'test-request' } as Context;
