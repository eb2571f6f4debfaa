/**
 * Errors the domain functions throw. They know nothing of HTTP; the error middleware maps
 * them to 404, 409 and 422.
 */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

/** The request was well formed but breaks a business rule. */
export class RuleViolationError extends Error {
  override readonly name = 'RuleViolationError';
  constructor(
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}
