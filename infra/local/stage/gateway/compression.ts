import { statSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Compression as CloudFront applies it to the site's files (`compress: true` on the S3
 * behaviours), so the local stage's page weights and load times mean what they will on AWS:
 * brotli when the browser accepts it, else gzip; only types CloudFront compresses; only bodies of
 * 1,000 bytes to 10,000,000 bytes (CloudFront's limits).
 */

export type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|x-javascript)|image\/(svg\+xml|x-icon))/;

/** The encoding to answer with for an Accept-Encoding header: br first, as CloudFront. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** Whether CloudFront would compress a body of this type and size. */
export function isCompressible(contentType: string, size: number): boolean {
  return size >= MIN_BYTES && size <= MAX_BYTES && COMPRESSIBLE.test(contentType);
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

/**
 * A file's compressed body, kept while the file is unchanged (CloudFront keeps its compressed
 * copy in the edge cache too): a page load does not brotli the 250 KB entry script again.
 */
export function createCompressedFiles() {
  const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  return (file: string, encoding: Encoding): Buffer => {
    const { mtimeMs, size } = statSync(file);
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
    const body = compress(readFileSync(file), encoding);
    cache.set(key, { mtimeMs, size, body });
    return body;
  };
}

export type CompressedBody = { body: Buffer; headers: Record<string, string> };

/**
 * A generated answer (a rendered page) compressed for this request as CloudFront compresses the
 * renderer's answers at the edge: only compressible types and sizes, brotli else gzip, and
 * `Vary: Accept-Encoding` whenever the answer depends on it. Compressed per request: pages are
 * not kept, as the edge cache does not exist locally.
 */
export function compressBody(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | string[] | undefined,
): CompressedBody {
  if (!isCompressible(contentType, body.length)) return { body, headers: {} };
  const encoding = chooseEncoding(acceptEncoding);
  const vary = { vary: 'accept-encoding' };
  if (!encoding) return { body, headers: vary };
  return { body: compress(body, encoding), headers: { ...vary, 'content-encoding': encoding } };
}
