import type { PresignedUpload } from '#shared/own-listings';

/**
 * The multipart body of a presigned POST: every policy field first, in the order given, and the
 * file last as `file` (S3 ignores anything after the file).
 */
export function presignedPostBody(fields: Record<string, string>, file: Blob): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return body;
}

/** Upload progress as a percentage (0 when the size is not known yet). */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (loaded / total) * 100));
}

/**
 * Sends a photo straight to the images bucket with the presigned POST. XMLHttpRequest, not
 * fetch, because only it reports upload progress. Resolves on a 2xx answer.
 */
export function sendPresignedPost(
  upload: PresignedUpload,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);

    request.open('POST', upload.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(progressPercent(event.loaded, event.total));
    });
    request.addEventListener('load', () => {
      done();
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(`The bucket answered ${request.status}`));
    });
    request.addEventListener('error', () => {
      done();
      reject(new Error('The upload did not reach the bucket'));
    });
    request.addEventListener('abort', () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    request.send(presignedPostBody(upload.fields, file));
  });
}
