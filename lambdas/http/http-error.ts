/** An error that already knows its HTTP status and public code. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do this.") =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const payloadTooLarge = (limitBytes: number) =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${limitBytes} bytes.`);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'too_many_requests',
    'Too many requests. Please try again shortly.',
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
