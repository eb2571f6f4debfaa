import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  ConflictError,
  NotFoundError,
  RuleViolationError,
  UnavailableError,
} from '../platform/errors';
import { DEPENDENCY_RETRY_AFTER_SECONDS, isDependencyFailure } from './dependency-failure';
import { errorBody, type ErrorBody } from './error-body';
import { HttpError } from './http-error';

export type HttpResult = {
  status?: number;
  body?: unknown;
  /** A body sent as it is (XML, text) instead of `body` as JSON; set its content-type header. */
  text?: string;
  headers?: Record<string, string>;
};

/** The handler's result as an API Gateway response: JSON unless the result carries `text`. */
export function jsonResponse(result: HttpResult): APIGatewayProxyStructuredResultV2 {
  const empty = result.body === undefined && result.text === undefined;
  const status = result.status ?? (empty ? 204 : 200);
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...result.headers,
    },
    body: result.text ?? (result.body === undefined ? '' : JSON.stringify(result.body)),
  };
}

/**
 * An error the route answers as a refusal of the request (its status, the one error body and any
 * headers), not as an outage or a bug: undefined for anything else. The page renderer's data port
 * reads refusals through it too (lambdas/render/page-data-answer.ts), so both answer alike.
 */
export function refusalResult(
  error: unknown,
): { status: number; body: ErrorBody; headers?: Record<string, string> } | undefined {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: errorBody(error.code, error.message, error.fields),
      headers: error.headers,
    };
  }
  if (error instanceof NotFoundError)
    return { status: 404, body: errorBody(error.code, error.message) };
  if (error instanceof ConflictError)
    return { status: 409, body: errorBody(error.code, error.message) };
  if (error instanceof RuleViolationError) {
    return { status: 422, body: errorBody(error.code, error.message, error.fields) };
  }
  return undefined;
}

/** Maps any thrown error to a JSON error response; unknown errors become a 500 without detail. */
export function errorResponse(error: unknown): {
  response: APIGatewayProxyStructuredResultV2;
  unexpected: boolean;
} {
  const refusal = refusalResult(error);
  if (refusal) return { response: jsonResponse(refusal), unexpected: false };
  if (error instanceof UnavailableError) {
    return {
      response: jsonResponse({
        status: 503,
        body: errorBody(error.code, error.message),
        headers: { 'retry-after': String(error.retryAfterSeconds) },
      }),
      unexpected: false,
    };
  }
  if (isDependencyFailure(error)) {
    return {
      response: jsonResponse({
        status: 503,
        body: errorBody(
          'service_unavailable',
          'The service is briefly unavailable. Please try again in a moment.',
        ),
        headers: { 'retry-after': String(DEPENDENCY_RETRY_AFTER_SECONDS) },
      }),
      // Logged as an error all the same: an operator wants to know the table went away.
      unexpected: true,
    };
  }
  return {
    response: jsonResponse({
      status: 500,
      body: errorBody('internal_error', 'Something went wrong on our side. Please try again.'),
    }),
    unexpected: true,
  };
}
