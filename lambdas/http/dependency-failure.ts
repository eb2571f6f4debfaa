/**
 * Whether an error means a dependency (DynamoDB, S3, SES, Cognito, the network to them) could
 * not serve the request now, as opposed to a fault of ours: those answer 503 with Retry-After,
 * so clients and CloudFront retry instead of reporting a server error.
 */
const UNAVAILABLE_NAMES = new Set([
  // Throttling and capacity
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  // The service itself
  'InternalServerError',
  'InternalFailure',
  'InternalError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  // The way there
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'NetworkingError',
]);

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

type SdkLike = {
  name?: unknown;
  code?: unknown;
  $fault?: unknown;
  $retryable?: unknown;
  $metadata?: unknown;
  cause?: unknown;
};

export function isDependencyFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const candidate = error as SdkLike;
  if (typeof candidate.name === 'string' && UNAVAILABLE_NAMES.has(candidate.name)) return true;
  if (typeof candidate.code === 'string' && NETWORK_CODES.has(candidate.code)) return true;
  // An AWS SDK error the service marks as its own fault or as worth retrying.
  if (candidate.$metadata !== undefined) {
    if (candidate.$fault === 'server' || candidate.$retryable) return true;
  }
  return isDependencyFailure(candidate.cause, depth + 1);
}

/** Seconds a client should wait before trying again after a dependency failure. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;
