/**
 * Errors the domain functions throw. They know nothing of HTTP; the error middleware maps
 * them to 404, 409, 422 and 503.
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(
    message: string,
    /** A specific public code the client may act on ('no_phone'); 'not_found' otherwise. */
    readonly code: string = 'not_found',
  ) {
    super(message);
  }
}

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    /** A specific public code ('listing_unavailable'); 'conflict' otherwise. */
    readonly code: string = 'conflict',
  ) {
    super(message);
  }
}

/** The request was well formed but breaks a business rule. */
export class RuleViolationError extends Error {
  override readonly name = 'RuleViolationError';
  constructor(
    message: string,
    readonly fields?: Record<string, string[]>,
    /** A specific public code the client may act on; 'unprocessable' otherwise. */
    readonly code: string = 'unprocessable',
  ) {
    super(message);
  }
}

/** A dependency (a provider, a warming cache) cannot serve the request now; retrying may work. */
export class UnavailableError extends Error {
  override readonly name = 'UnavailableError';
  constructor(
    message: string,
    readonly code: string = 'unavailable',
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
  }
}
