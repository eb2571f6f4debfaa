import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, HttpError, payloadTooLarge } from './http-error';

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** The raw body as text, enforcing the size limit before anything is parsed. */
export function rawBody(event: APIGatewayProxyEventV2, maxBytes: number): string | undefined {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const buffer = event.isBase64Encoded
    ? Buffer.from(event.body, 'base64')
    : Buffer.from(event.body, 'utf8');
  if (buffer.byteLength > maxBytes) throw payloadTooLarge(maxBytes);
  return buffer.toString('utf8');
}

/** Parses a JSON body: 413 over the limit, 415 for another media type, 400 when malformed. */
export function parseJsonBody(event: APIGatewayProxyEventV2, maxBytes: number): unknown {
  const text = rawBody(event, maxBytes);
  if (text === undefined) return undefined;
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (contentType && !/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as application/json.',
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}
