import type { IncomingMessage } from 'node:http';

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' };

/** Past this we stop reading an oversized body and drop the connection. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Reads the request body up to `limitBytes`. An oversized body is read to the end (and
 * discarded) before we answer 413, because answering mid-upload makes clients see a reset
 * connection instead of the status.
 */
export function readBody(request: IncomingMessage, limitBytes: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      request.destroy();
      return resolve({ kind: 'too-large' });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limitBytes) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) request.destroy();
    });
    request.on('end', () =>
      resolve(
        size > limitBytes ? { kind: 'too-large' } : { kind: 'ok', body: Buffer.concat(chunks) },
      ),
    );
    request.on('close', () => {
      if (size > limitBytes) resolve({ kind: 'too-large' });
    });
    request.on('error', reject);
  });
}
