import { photoContentType } from '../api/photo-upload';
import { LISTING_LIMITS, LISTING_MESSAGES, type PhotoContentType } from '#shared/listing-form';
import type { ListingPhoto } from '#shared/own-listings';

/**
 * The photos of the form, in order (position 0 is the main image): the listing's own photos
 * (on edit) and new uploads, each going presign -> upload -> processing -> ready, or failed.
 */
export type ExistingPhoto = { key: string; kind: 'existing'; id: string; url: string };
export type UploadStage = 'uploading' | 'processing' | 'ready' | 'failed';
export type NewPhoto = {
  key: string;
  kind: 'new';
  file: File;
  contentType: PhotoContentType;
  stage: UploadStage;
  /** 0 to 100 while uploading. */
  percent: number;
  /** The upload's id once presigned: the photo id the form sends when ready. */
  uploadId: string | null;
  /** Why it failed (the processor's words when it refused the file). */
  message: string | null;
};
export type QueuedPhoto = ExistingPhoto | NewPhoto;

export type PhotoQueueAction =
  | { type: 'added'; photos: NewPhoto[] }
  | { type: 'presigned'; key: string; uploadId: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'processing'; key: string }
  | { type: 'ready'; key: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'retry'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'moved'; key: string; to: number }
  /**
   * The listing's photos as the API now has them, after a delete or a new main photo
   * (`promoted`: the id of the photo made main). The form's own order is kept.
   */
  | { type: 'saved'; photos: readonly ListingPhoto[]; promoted?: string | undefined };

export const existingPhotoKey = (id: string) => `photo:${id}`;

/** The listing's photos as a queue. */
export function queueFromPhotos(photos: readonly ListingPhoto[]): QueuedPhoto[] {
  return photos.map((photo) => ({
    key: existingPhotoKey(photo.id),
    kind: 'existing',
    id: photo.id,
    url: photo.url,
  }));
}

/** A freshly picked file, waiting for its presigned POST. */
export function newPhoto(key: string, file: File, contentType: PhotoContentType): NewPhoto {
  return {
    key,
    kind: 'new',
    file,
    contentType,
    stage: 'uploading',
    percent: 0,
    uploadId: null,
    message: null,
  };
}

function updateNew(
  queue: QueuedPhoto[],
  key: string,
  change: (photo: NewPhoto) => NewPhoto,
): QueuedPhoto[] {
  return queue.map((photo) => (photo.key === key && photo.kind === 'new' ? change(photo) : photo));
}

/** `queue` with the photo `key` at index `to` (clamped to the list). */
export function movePhoto(queue: QueuedPhoto[], key: string, to: number): QueuedPhoto[] {
  const from = queue.findIndex((photo) => photo.key === key);
  if (from < 0) return queue;
  const target = Math.max(0, Math.min(queue.length - 1, to));
  if (target === from) return queue;
  const next = [...queue];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/**
 * The queue once the API has changed the listing's photos: the seller's order is kept (new
 * uploads and moves not yet saved stay where they were put). A photo the API no longer has goes,
 * the promoted one moves to the front, and any the form did not know come at the end.
 */
function savedPhotos(
  queue: QueuedPhoto[],
  photos: readonly ListingPhoto[],
  promoted: string | undefined,
): QueuedPhoto[] {
  const stored = new Map(photos.map((photo) => [photo.id, photo]));
  const kept = queue.flatMap((photo): QueuedPhoto[] => {
    if (photo.kind === 'new') return [photo];
    const now = stored.get(photo.id);
    if (!now) return [];
    return [now.url === photo.url ? photo : { ...photo, url: now.url }];
  });
  const known = new Set(queue.flatMap((photo) => (photo.kind === 'existing' ? [photo.id] : [])));
  const next = [...kept, ...queueFromPhotos(photos.filter((photo) => !known.has(photo.id)))];
  return promoted ? movePhoto(next, existingPhotoKey(promoted), 0) : next;
}

export function photoQueueReducer(queue: QueuedPhoto[], action: PhotoQueueAction): QueuedPhoto[] {
  switch (action.type) {
    case 'added':
      return [...queue, ...action.photos].slice(0, LISTING_LIMITS.maxPhotos);
    case 'presigned':
      return updateNew(queue, action.key, (photo) => ({ ...photo, uploadId: action.uploadId }));
    case 'progress':
      return updateNew(queue, action.key, (photo) =>
        photo.stage === 'uploading' ? { ...photo, percent: action.percent } : photo,
      );
    case 'processing':
      return updateNew(queue, action.key, (photo) => ({
        ...photo,
        stage: 'processing',
        percent: 100,
      }));
    case 'ready':
      return updateNew(queue, action.key, (photo) => ({ ...photo, stage: 'ready', message: null }));
    case 'failed':
      return updateNew(queue, action.key, (photo) => ({
        ...photo,
        stage: 'failed',
        message: action.message,
      }));
    case 'retry':
      return updateNew(queue, action.key, (photo) =>
        newPhoto(photo.key, photo.file, photo.contentType),
      );
    case 'removed':
      return queue.filter((photo) => photo.key !== action.key);
    case 'moved':
      return movePhoto(queue, action.key, action.to);
    case 'saved':
      return savedPhotos(queue, action.photos, action.promoted);
  }
}

/** What the picker does with a choice of files: which to upload, and which messages to show. */
export function pickPhotos<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  photosSoFar: number,
): { accepted: { file: F; contentType: PhotoContentType }[]; problems: string[] } {
  const problems: string[] = [];
  const usable: { file: F; contentType: PhotoContentType }[] = [];
  for (const file of files) {
    const contentType = photoContentType(file);
    if (contentType && file.size > 0 && file.size <= LISTING_LIMITS.maxPhotoBytes) {
      usable.push({ file, contentType });
    }
  }
  if (usable.length < files.length) problems.push(LISTING_MESSAGES.photoFile);
  const room = Math.max(0, LISTING_LIMITS.maxPhotos - photosSoFar);
  if (usable.length > room) problems.push(LISTING_MESSAGES.maxPhotos);
  return { accepted: usable.slice(0, room), problems };
}

/** The photo ids the form sends, in order: the listing's own and the finished uploads. */
export function photoIds(queue: readonly QueuedPhoto[]): string[] {
  return queue.flatMap((photo) => {
    if (photo.kind === 'existing') return [photo.id];
    return photo.stage === 'ready' && photo.uploadId ? [photo.uploadId] : [];
  });
}

/** Why the photos cannot be saved yet, before the schema's own count: one still on its way. */
export function photosNotReady(queue: readonly QueuedPhoto[]): string | undefined {
  return queue.some((photo) => photo.kind === 'new' && photo.stage !== 'ready')
    ? LISTING_MESSAGES.photoNotReady
    : undefined;
}

/** The percentage shown while uploading: 1 to 99 (spec 02 section 9), 100 only once stored. */
export function shownPercent(percent: number): number {
  return Math.min(99, Math.max(1, Math.round(percent)));
}

/** The words read out after a move. */
export function moveAnnouncement(position: number, count: number): string {
  return `Photo moved to position ${position} of ${count}.${position === 1 ? ' It is now the main image.' : ''}`;
}
