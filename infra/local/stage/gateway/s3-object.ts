import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { contentTypeFor } from './content-types';
import { sendText } from './replies';

/**
 * How long the S3 call, and then each chunk of the object's body, may take before the answer is
 * a 504 (or, once the headers are out, a cut connection). s3rver on the same machine answers in
 * milliseconds; a stall means a fault, and a browser should not wait on it.
 */
export const STORAGE_TIMEOUT_MS = 5_000;

export type S3Target = {
  s3: S3Client;
  bucket: string;
  key: string;
  defaultCacheControl: string;
  timeoutMs?: number;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

class StorageTimeout extends Error {}

/** Settles like `promise`, or rejects with StorageTimeout after `ms` (calling `onTimeout`). */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new StorageTimeout(`no answer from storage within ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Streams one object from a local bucket, as CloudFront does from its S3 origins: the object's
 * type and cache headers, an ETag for conditional requests, 404 when it is missing, 400 for a key
 * S3 refuses. Storage faults answer 502 (an error) or 504 (no answer within the timeout) when
 * they happen before the first byte of the body, and cut the connection after it; the body
 * stream is destroyed either way, so no request is left hanging.
 */
export async function sendS3Object(
  request: IncomingMessage,
  response: ServerResponse,
  target: S3Target,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Method not allowed.', { allow: 'GET, HEAD' });
  }
  const timeoutMs = target.timeoutMs ?? STORAGE_TIMEOUT_MS;
  const input = {
    Bucket: target.bucket,
    Key: target.key,
    IfNoneMatch: request.headers['if-none-match'],
  };
  const abort = new AbortController();
  let body: Readable | undefined;
  try {
    const command =
      request.method === 'HEAD' ? new HeadObjectCommand(input) : new GetObjectCommand(input);
    const object = await withTimeout(
      // One command type per branch: the SDK's send() overloads do not take a union.
      command instanceof HeadObjectCommand
        ? target.s3.send(command, { abortSignal: abort.signal })
        : target.s3.send(command, { abortSignal: abort.signal }),
      timeoutMs,
      () => abort.abort(),
    );
    body = 'Body' in object ? (object.Body as Readable | undefined) : undefined;
    const headers: Record<string, string | number> = {
      'content-type':
        object.ContentType && object.ContentType !== 'binary/octet-stream'
          ? object.ContentType
          : contentTypeFor(target.key),
      'cache-control': object.CacheControl ?? target.defaultCacheControl,
    };
    if (object.ContentLength !== undefined) headers['content-length'] = object.ContentLength;
    if (object.ETag) headers.etag = object.ETag;
    if (object.LastModified) headers['last-modified'] = object.LastModified.toUTCString();
    if (!body) return void response.writeHead(200, headers).end();
    await streamBody(body, response, headers, timeoutMs);
  } catch (error) {
    body?.destroy();
    abort.abort();
    if (response.headersSent) return void response.destroy();
    if (error instanceof StorageTimeout) return sendText(response, 504, 'Storage timed out.');
    const status = statusOf(error);
    if (status === 304) return void response.writeHead(304).end();
    if (status === 404 || status === 403) return sendText(response, 404, 'Not found.');
    if (status === 400) return sendText(response, 400, 'Bad request.');
    return sendText(response, 502, 'Storage failed to answer.');
  }
}

/**
 * Copies the body to the response, the headers only once its first chunk (or its end) has come,
 * so a body that fails at once still gets a 502/504. Throws on a body error, a stalled body or a
 * client gone away.
 */
async function streamBody(
  body: Readable,
  response: ServerResponse,
  headers: Record<string, string | number>,
  timeoutMs: number,
): Promise<void> {
  const clientGone = new Promise<never>((_, reject) =>
    response.once('close', () => {
      if (!response.writableFinished) reject(new Error('the client went away'));
    }),
  );
  clientGone.catch(() => body.destroy());
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    const next = await withTimeout(Promise.race([chunks.next(), clientGone]), timeoutMs, () =>
      body.destroy(),
    );
    if (!response.headersSent) response.writeHead(200, headers);
    if (next.done) return void response.end();
    if (!response.write(next.value)) {
      // A slow reader is not a storage fault: wait as long as the client keeps its connection.
      await Promise.race([new Promise((resolve) => response.once('drain', resolve)), clientGone]);
    }
  }
}
