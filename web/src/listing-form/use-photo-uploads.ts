import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ListingPhoto } from '#shared/own-listings';
import { showToast } from '../ui/toast-store';
import {
  moveAnnouncement,
  newPhoto,
  photoQueueReducer,
  pickPhotos,
  queueFromPhotos,
  type NewPhoto,
  type PhotoQueueAction,
} from './photo-queue';
import {
  API_UPLOAD_DEPS,
  uploadPhoto,
  type UploadDeps,
  type UploadEvent,
} from '../api/photo-upload';
import { errorToast } from './save-failure';

function queueAction(key: string, event: UploadEvent): PhotoQueueAction {
  switch (event.type) {
    case 'presigned':
      return { type: 'presigned', key, uploadId: event.uploadId };
    case 'progress':
      return { type: 'progress', key, percent: event.percent };
    case 'failed':
      return { type: 'failed', key, message: event.message };
    default:
      return { type: event.type, key };
  }
}

/**
 * The form's photos: the listing's own (on edit) and new uploads, each uploaded as soon as it is
 * picked (photo-upload.ts). Removing a photo, or leaving the page, stops its upload.
 */
export function usePhotoUploads(
  initial: readonly ListingPhoto[],
  deps: UploadDeps = API_UPLOAD_DEPS,
) {
  const [queue, dispatch] = useReducer(photoQueueReducer, initial, queueFromPhotos);
  const [announcement, setAnnouncement] = useState('');
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const start = useCallback(
    (photo: NewPhoto) => {
      uploads.current.get(photo.key)?.abort();
      const controller = new AbortController();
      uploads.current.set(photo.key, controller);
      void uploadPhoto(photo.file, photo.contentType, deps, controller.signal, (event) =>
        dispatch(queueAction(photo.key, event)),
      ).finally(() => {
        if (uploads.current.get(photo.key) === controller) uploads.current.delete(photo.key);
      });
    },
    [deps],
  );

  /** Checks and uploads picked files; says why any were left out. */
  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, problems } = pickPhotos(files, queue.length);
      for (const problem of problems) showToast(errorToast(problem));
      if (accepted.length === 0) return;
      const photos = accepted.map(({ file, contentType }) =>
        newPhoto(`new:${crypto.randomUUID()}`, file, contentType),
      );
      dispatch({ type: 'added', photos });
      photos.forEach(start);
      setAnnouncement(
        `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} added, uploading.`,
      );
    },
    [queue.length, start],
  );

  /** Takes a new photo out of the form (its upload stops). */
  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    dispatch({ type: 'removed', key });
    setAnnouncement('Photo removed.');
  }, []);

  const retry = useCallback(
    (key: string) => {
      const photo = queue.find((item) => item.key === key);
      if (photo?.kind !== 'new') return;
      dispatch({ type: 'retry', key });
      start(photo);
    },
    [queue, start],
  );

  /** Moves a photo to index `to` and says where it went. */
  const move = useCallback(
    (key: string, to: number) => {
      const from = queue.findIndex((item) => item.key === key);
      const target = Math.max(0, Math.min(queue.length - 1, to));
      if (from < 0 || target === from) return;
      dispatch({ type: 'moved', key, to: target });
      setAnnouncement(moveAnnouncement(target + 1, queue.length));
    },
    [queue],
  );

  /**
   * The listing's photos as the API now has them, after a delete or a new main photo (`promoted`:
   * the id made main). The form's own order is kept.
   */
  const saved = useCallback((photos: readonly ListingPhoto[], promoted?: string) => {
    dispatch({ type: 'saved', photos, promoted });
  }, []);

  return { queue, announcement, announce: setAnnouncement, add, remove, retry, move, saved };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
