import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { z } from 'zod';
import type { RouteAuth } from '../../infra/definitions/routes';
import { authFromEvent, requireAuth, type AuthContext } from './auth-context';
import { DEFAULT_MAX_BODY_BYTES, parseJsonBody } from './json-body';
import { createLogger, type Logger } from './logger';
import { accessLogAndErrors, devCors } from './middleware';
import { jsonResponse, type HttpResult } from './to-response';
import { parseOrBadRequest } from './validation';

type Schema = z.ZodType;

export type HandlerInput<P extends Schema, Q extends Schema, B extends Schema> = {
  path: z.infer<P>;
  query: z.infer<Q>;
  body: z.infer<B>;
  auth: AuthContext | null;
  event: APIGatewayProxyEventV2;
  log: Logger;
};

export type HttpHandlerOptions<P extends Schema, Q extends Schema, B extends Schema> = {
  name: string;
  auth: RouteAuth;
  path?: P;
  query?: Q;
  body?: B;
  maxBodyBytes?: number;
  handle: (input: HandlerInput<P, Q, B>) => Promise<HttpResult>;
};

const anything = z.unknown();

/**
 * The one way to write an HTTP handler: auth enforced on the server, path, query and body
 * validated by zod (400 with field messages), domain errors mapped to 404/409/422, JSON logs.
 * The work itself belongs in a domain function that `handle` calls.
 */
export function createHttpHandler<
  P extends Schema = typeof anything,
  Q extends Schema = typeof anything,
  B extends Schema = typeof anything,
>(options: HttpHandlerOptions<P, Q, B>) {
  const log = createLogger({ handler: options.name });
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  const core = async (
    event: APIGatewayProxyEventV2,
    context: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    const auth = authFromEvent(event);
    requireAuth(auth, options.auth);
    const path = parseOrBadRequest(options.path ?? anything, event.pathParameters ?? {}, 'path');
    const query = parseOrBadRequest(
      options.query ?? anything,
      event.queryStringParameters ?? {},
      'query',
    );
    const rawBody = options.body ? parseJsonBody(event, maxBodyBytes) : undefined;
    const body = options.body ? parseOrBadRequest(options.body, rawBody, 'body') : undefined;
    const result = await options.handle({
      path: path as z.infer<P>,
      query: query as z.infer<Q>,
      body: body as z.infer<B>,
      auth,
      event,
      log: log.child({ requestId: context.awsRequestId }),
    });
    return jsonResponse(result);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(accessLogAndErrors(log))
    .use(devCors())
    .handler(core);
}
