/*
 * Whether an AWS error is a lasting refusal of this request (a row's item too large, an invalid
 * value) rather than something that passes (throttling, a conflict, an outage, the network).
 * A lasting one is the row's error; a passing one is thrown for the state machine to retry.
 */

const PASSING = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  'SlowDown',
  'InternalServerError',
  'ServiceUnavailable',
]);

const PASSING_REASONS = new Set([
  'ThrottlingError',
  'TransactionConflict',
  'ProvisionedThroughputExceeded',
]);

/** The message of a lasting refusal; undefined for anything to retry. */
export function lastingRejection(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { $metadata, $retryable, CancellationReasons } = error as Error & {
    $metadata?: { httpStatusCode?: number };
    $retryable?: unknown;
    CancellationReasons?: { Code?: string; Message?: string }[];
  };
  const status = $metadata?.httpStatusCode ?? 0;
  if (status < 400 || status >= 500 || $retryable || PASSING.has(error.name)) return undefined;
  if (CancellationReasons?.some((reason) => PASSING_REASONS.has(reason.Code ?? ''))) {
    return undefined;
  }
  const reason = CancellationReasons?.find((r) => r.Code && r.Code !== 'None');
  return reason?.Message ?? error.message;
}
