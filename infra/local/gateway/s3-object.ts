import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeFor } from './content-types';
import { sendText } from './replies';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Streams one object from a local bucket, as CloudFront does from its S3 origins: the object's
 * type and cache headers, an ETag for conditional requests, 404 when it is missing.
 */
export async function sendS3Object(
  request: IncomingMessage,
  response: ServerResponse,
  target: { s3: S3Client; bucket: string; key: string; defaultCacheControl: string },
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
  }
  const input = {
    Bucket: target.bucket,
    Key: target.key,
    IfNoneMatch: request.headers['if-none-match'],
  };
  try {
    const object =
      request.method === 'HEAD'
        ? await target.s3.send(new HeadObjectCommand(input))
        : await target.s3.send(new GetObjectCommand(input));
    const headers: Record<string, string | number> = {
      'content-type':
        object.ContentType && object.ContentType !== 'binary/octet-stream'
          ? object.ContentType
          : contentTypeFor(target.key),
      'cache-control': object.CacheControl ?? target.defaultCacheControl,
      'x-content-type-options': 'nosniff',
    };
    if (object.ContentLength !== undefined) headers['content-length'] = object.ContentLength;
    if (object.ETag) headers.etag = object.ETag;
    if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
    response.writeHead(200, headers);
    const body = 'Body' in object ? object.Body : undefined;
    if (!body) return void response.end();
    (body as Readable).pipe(response);
  } catch (error) {
    const status = statusOf(error);
    if (status === 304) return void response.writeHead(304).end();
    if (status === 404 || status === 403) return sendText(response, 404, 'Not found.');
    throw error;
  }
}
