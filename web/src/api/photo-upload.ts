import type { PresignedUpload, PresignUploadRequest, UploadStatus } from '#shared/own-listings';
import { PHOTO_CONTENT_TYPES, type PhotoContentType } from '#shared/listing-form';
import { presignUploadRoute } from '#shared/api/routes/presign-upload';
import { uploadStatusRoute } from '#shared/api/routes/upload-status';
import { callApi } from './client';
import { ApiError } from './fetch-json';
import { sendPresignedPost } from './presigned-post';

/** What one photo's upload needs from outside: the API, the bucket and the clock. */
export type UploadDeps = {
  presign: (request: PresignUploadRequest) => Promise<PresignedUpload>;
  /** The presigned POST to the bucket; `onProgress` gets 0 to 100. */
  send: (
    upload: PresignedUpload,
    file: File,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  status: (uploadId: string) => Promise<UploadStatus>;
  wait: (ms: number, signal: AbortSignal) => Promise<void>;
};

export type UploadEvent =
  | { type: 'presigned'; uploadId: string }
  | { type: 'progress'; percent: number }
  | { type: 'processing' }
  | { type: 'ready' }
  | { type: 'failed'; message: string };

/** How often, and how long, the processor's verdict is asked for. */
export const POLL_INTERVAL_MS = 1000;
export const MAX_POLLS = 120;
/** Status calls that may fail in a row (a blip on the network) before the photo counts as failed. */
const MAX_POLL_ERRORS = 5;

export const UPLOAD_MESSAGES = {
  presignFailed: 'This photo could not be uploaded. Retry or remove it.',
  sendFailed: 'The upload failed. Check your connection, then retry.',
  processingFailed: 'This photo could not be processed. Try another photo.',
  tooSlow: 'This photo is taking too long to process. Retry or remove it.',
} as const;

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** The API's own words for a refused request (4xx), else ours. */
function apiMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

/**
 * One photo from the picker to a photo id the form can send: presign, send straight to the
 * bucket with progress, then ask about once a second until the processor is done. Reports each
 * step; after an abort (the photo removed, the page left) it reports nothing more.
 */
export async function uploadPhoto(
  file: File,
  contentType: PhotoContentType,
  deps: UploadDeps,
  signal: AbortSignal,
  report: (event: UploadEvent) => void,
): Promise<void> {
  const emit = (event: UploadEvent) => {
    if (!signal.aborted) report(event);
  };

  let upload: PresignedUpload;
  try {
    upload = await deps.presign({ content_type: contentType, size: file.size });
  } catch (error) {
    if (!isAbort(error, signal))
      emit({ type: 'failed', message: apiMessage(error, UPLOAD_MESSAGES.presignFailed) });
    return;
  }
  emit({ type: 'presigned', uploadId: upload.id });

  try {
    await deps.send(upload, file, (percent) => emit({ type: 'progress', percent }), signal);
  } catch (error) {
    if (!isAbort(error, signal)) emit({ type: 'failed', message: UPLOAD_MESSAGES.sendFailed });
    return;
  }
  emit({ type: 'processing' });

  let errorsInARow = 0;
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    try {
      await deps.wait(POLL_INTERVAL_MS, signal);
      if (signal.aborted) return;
      const status = await deps.status(upload.id);
      errorsInARow = 0;
      if (status.status === 'ready') return emit({ type: 'ready' });
      if (status.status === 'failed') {
        return emit({
          type: 'failed',
          message: status.message || UPLOAD_MESSAGES.processingFailed,
        });
      }
    } catch (error) {
      if (isAbort(error, signal)) return;
      errorsInARow += 1;
      // A 4xx will not get better by asking again.
      if (
        errorsInARow >= MAX_POLL_ERRORS ||
        (error instanceof ApiError && error.status >= 400 && error.status < 500)
      ) {
        return emit({
          type: 'failed',
          message: apiMessage(error, UPLOAD_MESSAGES.processingFailed),
        });
      }
    }
  }
  emit({ type: 'failed', message: UPLOAD_MESSAGES.tooSlow });
}

/** Resolves after `ms`, or rejects at once when `signal` aborts. */
export function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The content type a picked file is sent as; undefined when it is not a photo we take. */
export function photoContentType(file: Pick<File, 'name' | 'type'>): PhotoContentType | undefined {
  const type = file.type.toLowerCase();
  if ((PHOTO_CONTENT_TYPES as readonly string[]).includes(type)) return type as PhotoContentType;
  // Browsers often give HEIC photos no type at all.
  if (type === '' || type === 'application/octet-stream') {
    if (/\.heic$/i.test(file.name)) return 'image/heic';
    if (/\.heif$/i.test(file.name)) return 'image/heif';
  }
  return undefined;
}

/** The upload's steps against this site's API and bucket. */
export const API_UPLOAD_DEPS: UploadDeps = {
  presign: (body) => callApi(presignUploadRoute, { body }),
  send: sendPresignedPost,
  status: (id) => callApi(uploadStatusRoute, { path: { id } }),
  wait: abortableWait,
};
