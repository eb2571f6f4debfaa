import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildApiEvent, decodePath, splitUrl, type JwtAuthorizerContext } from './api-event';
import type { LoadHandler } from './handler-loader';
import type { JwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext } from './lambda-context';
import { replyFromLambdaResult, type HttpReply } from './lambda-result';
import { readBody } from './read-body';
import { sendApiError } from './replies';
import { createRouteMatcher, type GatewayRoute } from './route-matcher';

export type ApiDispatcherOptions = {
  routes: readonly GatewayRoute[];
  loadHandler: LoadHandler;
  authorizer: JwtAuthorizer;
  /** 1 MB on the local stage; handlers enforce their own, smaller limits. */
  maxBodyBytes: number;
  /** API Gateway gives up on an integration after 30 s. */
  timeoutMs: number;
  log: (line: string) => void;
};

export class IntegrationTimeout extends Error {}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function writeReply(response: ServerResponse, reply: HttpReply, requestId: string): void {
  const headers: Record<string, string | string[] | number> = {
    ...reply.headers,
    'apigw-requestid': requestId,
    'content-length': reply.body.byteLength,
  };
  // Payload 2.0 answers each cookie as its own Set-Cookie header.
  if (reply.cookies.length > 0) headers['set-cookie'] = reply.cookies;
  response.writeHead(reply.statusCode, headers);
  response.end(reply.body);
}

/**
 * The local API Gateway: every `/api/*` request becomes an HTTP API payload 2.0 event for the
 * route's handler, behind the same JWT checks, and the handler's result becomes the response.
 */
export function createApiDispatcher(options: ApiDispatcherOptions) {
  const match = createRouteMatcher(options.routes);

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestId = randomUUID();
    const requestIdHeader = { 'apigw-requestid': requestId };
    const method = request.method ?? 'GET';
    const { path } = splitUrl(request.url ?? '/');
    const decodedPath = decodePath(path);
    if (decodedPath === null) {
      return sendApiError(
        response,
        400,
        'bad_request',
        'The request path is not valid.',
        requestIdHeader,
      );
    }

    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'too-large') {
      return sendApiError(
        response,
        413,
        'payload_too_large',
        `The request body is larger than ${options.maxBodyBytes} bytes.`,
        { ...requestIdHeader, connection: 'close' },
      );
    }

    const matched = match(method, decodedPath);
    if (matched.kind === 'not-found') {
      return sendApiError(
        response,
        404,
        'not_found',
        `No API route for ${method} ${decodedPath}.`,
        requestIdHeader,
      );
    }
    if (matched.kind === 'method-not-allowed') {
      return sendApiError(
        response,
        405,
        'method_not_allowed',
        `${method} is not allowed here; use ${matched.allowed.join(' or ')}.`,
        { ...requestIdHeader, allow: matched.allowed.join(', ') },
      );
    }

    const { route } = matched;
    // As in AWS, public routes have no authorizer: their handlers never see claims, even when
    // the browser sends a token, so nothing can work locally that would break when deployed.
    let authorizer: JwtAuthorizerContext | null = null;
    if (route.auth !== 'public') {
      authorizer = await options.authorizer.authorize(request.headers.authorization);
    }
    if (route.auth !== 'public' && !authorizer) {
      return sendApiError(response, 401, 'unauthorized', 'Sign in to continue.', {
        ...requestIdHeader,
        'www-authenticate': 'Bearer',
      });
    }

    const event = buildApiEvent({
      request: {
        method,
        url: request.url ?? '/',
        headers: request.headersDistinct as Record<string, string[]>,
        body: body.body,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        protocol: `HTTP/${request.httpVersion}`,
      },
      routeKey: matched.routeKey,
      pathParameters: matched.pathParameters,
      requestId,
      now: new Date(),
      ...(authorizer ? { authorizer } : {}),
    });

    try {
      const handler = await options.loadHandler(route);
      const context = createLambdaContext(route, requestId, options.timeoutMs);
      const result = await withTimeout(handler(event, context), options.timeoutMs);
      const reply = replyFromLambdaResult(result);
      if (!reply) {
        options.log(`${route.id}: the handler returned a malformed result (no valid statusCode)`);
        return sendApiError(
          response,
          500,
          'internal_error',
          'The handler returned a malformed response.',
          requestIdHeader,
        );
      }
      writeReply(response, reply, requestId);
    } catch (error) {
      if (error instanceof IntegrationTimeout) {
        options.log(`${route.id}: no response within ${options.timeoutMs} ms`);
        return sendApiError(
          response,
          503,
          'timeout',
          'The request took too long. Please try again.',
          requestIdHeader,
        );
      }
      // In AWS an uncaught error is a failed invocation and API Gateway answers 500.
      options.log(
        `${route.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendApiError(
        response,
        500,
        'internal_error',
        'Something went wrong on our side. Please try again.',
        requestIdHeader,
      );
    }
  };
}
