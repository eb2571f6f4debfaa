/**
 * S3 event notifications carry object keys URL-encoded, with a space as '+' ("red flower.jpg"
 * arrives as "red+flower.jpg"). The processor decodes them; the local stage encodes s3rver's
 * raw keys the same way, so the handler sees what Lambda would give it.
 */

/** The object key of an S3 event record's `s3.object.key`; undefined if it is malformed. */
export function decodeS3EventKey(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** A key as S3 puts it in an event: URL-encoded, '/' kept, a space as '+'. */
export function encodeS3EventKey(key: string): string {
  return encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');
}
