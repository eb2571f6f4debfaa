import type { MiddlewareObj } from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { env } from '../config';
import type { Logger } from '../platform/logger';
import { errorResponse } from './to-response';

type Mw = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

/** One JSON log line per request with status and duration; errors mapped to JSON responses. */
export function accessLogAndErrors(log: Logger): Mw {
  const started = new WeakMap<object, number>();
  const line = (event: APIGatewayProxyEventV2, context: Context) =>
    log.child({
      requestId: context.awsRequestId,
      method: event.requestContext?.http?.method,
      path: event.rawPath,
    });
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: (request) => {
      line(request.event, request.context).info('request', {
        status: request.response?.statusCode,
        durationMs: Date.now() - (started.get(request) ?? Date.now()),
      });
    },
    onError: (request) => {
      const { response, unexpected } = errorResponse(request.error);
      const log = line(request.event, request.context);
      if (unexpected) {
        const err = request.error;
        log.error('unhandled error', {
          status: response.statusCode,
          error:
            err instanceof Error
              ? { name: err.name, message: err.message, stack: err.stack }
              : String(err),
        });
      } else {
        log.info('request', {
          status: response.statusCode,
          durationMs: Date.now() - (started.get(request) ?? Date.now()),
        });
      }
      request.response = response;
    },
  };
}

/**
 * CORS for the local development origin only (`CORS_ALLOWED_ORIGIN`, set by `npm run dev`).
 * Deployed stages serve the SPA and the API from one CloudFront origin and need no CORS.
 */
export function devCors(): Mw {
  const add = (request: {
    event: APIGatewayProxyEventV2;
    response?: APIGatewayProxyStructuredResultV2 | null;
  }) => {
    const allowed = env.corsAllowedOrigin;
    const origin = request.event.headers?.origin;
    if (!allowed || !origin || origin !== allowed || !request.response) return;
    request.response.headers = {
      ...request.response.headers,
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      vary: 'origin',
    };
  };
  return { after: add, onError: add };
}
