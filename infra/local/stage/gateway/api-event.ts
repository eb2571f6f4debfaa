import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';
import { LOCAL_ORIGIN_SECRET } from '../origin-secret';

export type JwtAuthorizerContext = {
  claims: Record<string, string>;
  scopes: string[] | null;
};

/** Event without an authorizer (public route) or with the JWT authorizer's context. */
export type GatewayEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: { jwt: JwtAuthorizerContext };
  };
};

export type IncomingRequest = {
  method: string;
  /** Path and query exactly as received (`req.url`). */
  url: string;
  /** Lower-case names, every value of repeated headers (Node's `req.headersDistinct`). */
  headers: Record<string, string[]>;
  body: Buffer;
  sourceIp: string;
  protocol: string;
};

export type ApiEventInput = {
  request: IncomingRequest;
  routeKey: string;
  pathParameters: Record<string, string>;
  requestId: string;
  now: Date;
  authorizer?: JwtAuthorizerContext;
};

/**
 * HTTP API passes these bodies as text and every other one base64-encoded, including
 * form posts and bodies without a Content-Type (checked against AWS by others; see docs).
 */
const TEXT_BODY = /^(text\/[^;]+|application\/(json|xml|javascript))\s*(;|$)/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `requestContext.time` in API Gateway's format: 12/Mar/2020:19:03:58 +0000. */
export function apiGatewayTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${two(
    date.getUTCHours(),
  )}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

export function splitUrl(url: string): { path: string; rawQueryString: string } {
  const index = url.indexOf('?');
  return index === -1
    ? { path: url, rawQueryString: '' }
    : { path: url.slice(0, index), rawQueryString: url.slice(index + 1) };
}

/** HTTP API hands handlers the decoded path (`/a%2Fb` arrives as `/a/b`); null if malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Repeated keys joined by commas, as payload 2.0 does; undefined when there is no query. */
export function queryStringParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const parameters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    if (key === '') continue;
    parameters[key] = key in parameters ? `${parameters[key]},${value}` : value;
  }
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/** Payload 2.0 moves cookies out of the headers into their own array. */
export function cookiesOf(headers: Record<string, string[]>): string[] | undefined {
  const cookies = (headers.cookie ?? [])
    .flatMap((header) => header.split(';'))
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  return cookies.length > 0 ? cookies : undefined;
}

function eventHeaders(request: IncomingRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(request.headers)) {
    if (name === 'cookie') continue;
    headers[name] = values.join(',');
  }
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']},${request.sourceIp}`
    : request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= /:(\d+)$/.exec(host)?.[1] ?? '80';
  // What CloudFront adds (docs/decisions/018-edge-protection.md), replacing any value the
  // caller sent: the origin secret and the viewer's address (the port is not known here).
  headers[ORIGIN_VERIFY_HEADER] = LOCAL_ORIGIN_SECRET;
  headers[VIEWER_ADDRESS_HEADER] = `${request.sourceIp}:0`;
  return headers;
}

function eventBody(request: IncomingRequest): { body?: string; isBase64Encoded: boolean } {
  if (request.body.byteLength === 0) return { isBase64Encoded: false };
  const contentType = request.headers['content-type']?.[0] ?? '';
  return TEXT_BODY.test(contentType)
    ? { body: request.body.toString('utf8'), isBase64Encoded: false }
    : { body: request.body.toString('base64'), isBase64Encoded: true };
}

/**
 * The API Gateway HTTP API (payload format 2.0) event for one request, as the Lambda behind the
 * route would receive it. The caller has matched the route and verified any token.
 */
export function buildApiEvent(input: ApiEventInput): GatewayEvent {
  const { request } = input;
  const { path, rawQueryString } = splitUrl(request.url);
  const rawPath = decodePath(path) ?? path;
  const headers = eventHeaders(request);
  const domainName = (headers.host ?? 'localhost').replace(/:\d+$/, '');
  const cookies = cookiesOf(request.headers);
  const query = queryStringParameters(rawQueryString);
  const hasPathParameters = Object.keys(input.pathParameters).length > 0;
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(query ? { queryStringParameters: query } : {}),
    ...(hasPathParameters ? { pathParameters: input.pathParameters } : {}),
    ...eventBody(request),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? domainName,
      http: {
        method: request.method,
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: apiGatewayTime(input.now),
      timeEpoch: input.now.getTime(),
      ...(input.authorizer ? { authorizer: { jwt: input.authorizer } } : {}),
    },
  };
}
