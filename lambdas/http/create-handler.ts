import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import {
  schemaOf,
  type EmptyResponse,
  type JsonResponse,
  type Parsed,
  type RouteAuth,
  type RouteContract,
  type TextResponse,
} from '#shared/api/contract';
import { stageDb } from '../platform/db';
import { authFromEvent, requireAuth } from './auth-context';
import type { AuthContext } from '../platform/auth-context';
import { DEFAULT_MAX_BODY_BYTES, parseJsonBody, rawBody } from './json-body';
import { createLogger, type Logger } from '../platform/logger';
import { accessLogAndErrors, devCors } from './middleware';
import { edgeOnly } from './origin-verify';
import { enforceAccountPolicy, enforceRouteRateLimit } from './route-policy';
import { jsonResponse, type HttpResult } from './to-response';
import { parseOrBadRequest } from './validation';

/** Who is calling: always someone on 'user' and 'admin' routes, nobody on public ones. */
export type AuthFor<A extends RouteAuth> = A extends 'public' ? null : AuthContext;

export type HandlerInput<C extends RouteContract> = {
  path: Parsed<C, 'params'>;
  query: Parsed<C, 'query'>;
  /** The schema's output; on a `rawBody` route the exact text received ('' when none). */
  body: C extends { rawBody: true } ? string : Parsed<C, 'body'>;
  auth: AuthFor<C['auth']>;
  event: APIGatewayProxyEventV2;
  log: Logger;
};

type Headers = Record<string, string>;

/** What a handler returns, typed by the contract's answer. */
export type HandlerResult<C extends RouteContract> =
  C['response'] extends JsonResponse<infer T>
    ? { status?: number; body: T; headers?: Headers }
    : C['response'] extends TextResponse
      ? { text: string; headers?: Headers }
      : C['response'] extends EmptyResponse
        ? { headers?: Headers }
        : never;

function toHttpResult(response: RouteContract['response'], result: HttpResult): HttpResult {
  if (response.kind === 'text') {
    return { ...result, headers: { 'content-type': response.contentType, ...result.headers } };
  }
  if (response.kind === 'empty') return { status: 204, headers: result.headers };
  return result;
}

/**
 * The one way to write an HTTP handler: requests without CloudFront's origin secret are refused
 * (403) before anything else; then its route's contract (shared/api/) decides, in this order,
 * who may call (401/403 on the server), whether a disabled account may (`account`: 403
 * `account_disabled`), how path, query and body are validated (400 with field messages) and
 * how often one client may call (`rateLimit`: 429); domain errors map to 404/409/422/503; JSON
 * logs. The work itself belongs in a domain function that `handle` calls.
 */
export function createHttpHandler<const C extends RouteContract>(
  contract: C,
  handle: (input: HandlerInput<C>) => Promise<HandlerResult<C>>,
) {
  const log = createLogger({ handler: contract.id });
  const maxBodyBytes = contract.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  const core = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const auth = authFromEvent(event);
    requireAuth(auth, contract.auth);
    // Before validation: a disabled account learns nothing from the route's field rules.
    await enforceAccountPolicy(stageDb, contract, auth);
    const path = contract.params
      ? parseOrBadRequest(schemaOf(contract.params), event.pathParameters ?? {}, 'path')
      : undefined;
    const query = contract.query
      ? parseOrBadRequest(schemaOf(contract.query), event.queryStringParameters ?? {}, 'query')
      : undefined;
    // A signed body (a webhook) is checked against its exact bytes, so it is never parsed here,
    // whatever its media type; only the size limit applies.
    const body = contract.rawBody
      ? (rawBody(event, maxBodyBytes) ?? '')
      : contract.body
        ? parseOrBadRequest(schemaOf(contract.body), parseJsonBody(event, maxBodyBytes), 'body')
        : undefined;
    // After validation, so a malformed request does not spend the client's allowance.
    await enforceRouteRateLimit(stageDb, contract, auth, event);
    const result = await handle({
      path,
      query,
      body,
      // Public routes get no claims (API Gateway runs no authorizer on them); see requireAuth.
      auth: (contract.auth === 'public' ? null : auth) as AuthFor<C['auth']>,
      event,
      log: log.child({ requestId: context.awsRequestId }),
    } as HandlerInput<C>);
    return jsonResponse(toHttpResult(contract.response, result as HttpResult));
  };

  // edgeOnly before anything else runs: only requests through CloudFront (or the local gateway).
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(accessLogAndErrors(log))
    .use(edgeOnly())
    .use(devCors())
    .handler(core);
}
