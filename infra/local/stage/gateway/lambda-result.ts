export type HttpReply = {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
};

type StructuredResult = {
  statusCode?: unknown;
  headers?: Record<string, unknown>;
  cookies?: unknown;
  body?: unknown;
  isBase64Encoded?: unknown;
};

const isStructured = (result: unknown): result is StructuredResult =>
  typeof result === 'object' && result !== null && 'statusCode' in result;

/**
 * Reads a handler's result as an HTTP API (payload 2.0) does: a `{ statusCode, ... }` object
 * as given; anything else as a 200 JSON response with the value as body. A malformed result
 * becomes null, which API Gateway reports as a 500.
 */
export function replyFromLambdaResult(result: unknown): HttpReply | null {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body, 'utf8'),
    };
  }
  const { statusCode } = result;
  if (
    typeof statusCode !== 'number' ||
    !Number.isInteger(statusCode) ||
    statusCode < 100 ||
    statusCode > 599
  ) {
    return null;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const cookies = Array.isArray(result.cookies) ? result.cookies.map(String) : [];
  const text = result.body === undefined || result.body === null ? '' : String(result.body);
  const body =
    result.isBase64Encoded === true ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8');
  return { statusCode, headers, cookies, body };
}
