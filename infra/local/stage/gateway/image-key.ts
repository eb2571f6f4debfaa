import { BUCKETS } from '#infra/stack/definitions/buckets';

/** S3's longest key, in UTF-8 bytes. */
export const MAX_S3_KEY_BYTES = 1024;

export type ImageKey = { key: string } | { status: 400 | 404 };

/**
 * The images-bucket key of a `/images/...` request path (still percent-encoded), as CloudFront
 * maps it: the path without its leading slash. Decoded once; a path that could name anything but
 * an object under the bucket's public prefixes (`BUCKETS.images.publicPrefixes`) is refused:
 * `.`/`..` or empty segments, encoded slashes and backslashes, backslashes, control characters
 * (400); a key S3 could not hold (400); a key outside the public prefixes (404). Without this, an
 * SDK call for `images/../../other-bucket/key` reaches another bucket of s3rver.
 */
export function imageKeyOf(rawPath: string): ImageKey {
  if (!rawPath.startsWith('/')) return { status: 400 };
  if (/%(2f|5c)/i.test(rawPath) || rawPath.includes('\\')) return { status: 400 };
  let key: string;
  try {
    key = decodeURIComponent(rawPath.slice(1));
  } catch {
    return { status: 400 };
  }
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(key)) return { status: 400 };
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return { status: 400 };
  }
  if (Buffer.byteLength(key) > MAX_S3_KEY_BYTES) return { status: 400 };
  const prefixes: readonly string[] = BUCKETS.images.publicPrefixes;
  if (!prefixes.some((prefix) => key.startsWith(prefix))) return { status: 404 };
  return { key };
}
