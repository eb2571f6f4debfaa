import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '#shared/listing-form';
import {
  existingPhotoKey,
  moveAnnouncement,
  movePhoto,
  photoIds,
  photoQueueReducer,
  photosNotReady,
  pickPhotos,
  queueFromPhotos,
  shownPercent,
  type PhotoQueueAction,
  type QueuedPhoto,
} from './photo-queue';
import { photoContentType } from '../api/photo-upload';
import { fakeFile, LISTING, UPLOAD_IDS, uploadAt } from './test-fixtures';

const MB5 = 5_242_880;

function run(queue: QueuedPhoto[], ...actions: PhotoQueueAction[]): QueuedPhoto[] {
  return actions.reduce(photoQueueReducer, queue);
}
const keys = (queue: readonly QueuedPhoto[]) => queue.map((photo) => photo.key);

describe('photoContentType', () => {
  it('takes the five photo types, and HEIC or HEIF by name when the browser gives no type', () => {
    expect(photoContentType({ name: 'a.jpg', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(photoContentType({ name: 'a.webp', type: 'image/webp' })).toBe('image/webp');
    expect(photoContentType({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
    expect(photoContentType({ name: 'a.heif', type: 'application/octet-stream' })).toBe(
      'image/heif',
    );
    expect(photoContentType({ name: 'a.gif', type: 'image/gif' })).toBeUndefined();
    expect(photoContentType({ name: 'a.pdf', type: 'application/pdf' })).toBeUndefined();
    expect(photoContentType({ name: 'a.jpg', type: '' })).toBeUndefined();
  });
});

describe('pickPhotos', () => {
  it('accepts images up to 5 MB (5,242,880 bytes) and no more', () => {
    const { accepted, problems } = pickPhotos(
      [fakeFile('a.jpg', 'image/jpeg', MB5), fakeFile('b.png', 'image/png', 10)],
      0,
    );
    expect(accepted.map((item) => item.file.name)).toEqual(['a.jpg', 'b.png']);
    expect(problems).toEqual([]);
  });

  it('leaves out files that are not images, too big or empty, and says so', () => {
    const { accepted, problems } = pickPhotos(
      [
        fakeFile('big.jpg', 'image/jpeg', MB5 + 1),
        fakeFile('doc.pdf', 'application/pdf', 10),
        fakeFile('empty.jpg', 'image/jpeg', 0),
        fakeFile('ok.jpg', 'image/jpeg', 10),
      ],
      0,
    );
    expect(accepted.map((item) => item.file.name)).toEqual(['ok.jpg']);
    expect(problems).toEqual(['All files must be images and less than 5MB in size']);
  });

  it('counts the photos already there and adds none beyond 10', () => {
    const files = Array.from({ length: 4 }, (_, index) =>
      fakeFile(`${index}.jpg`, 'image/jpeg', 10),
    );
    const { accepted, problems } = pickPhotos(files, 8);
    expect(accepted.map((item) => item.file.name)).toEqual(['0.jpg', '1.jpg']);
    expect(problems).toEqual(['Maximum 10 images allowed']);
    expect(pickPhotos(files, 10).accepted).toEqual([]);
    expect(pickPhotos(files, 6)).toMatchObject({ problems: [] });
  });
});

describe('photoQueueReducer', () => {
  const existing = queueFromPhotos(LISTING.photos);

  it('walks an upload through presigned, progress, processing and ready', () => {
    let queue = run([], { type: 'added', photos: [uploadAt('a', 'uploading')] });
    queue = run(
      queue,
      { type: 'presigned', key: 'a', uploadId: UPLOAD_IDS[0] },
      { type: 'progress', key: 'a', percent: 42 },
    );
    expect(queue[0]).toMatchObject({ stage: 'uploading', percent: 42, uploadId: UPLOAD_IDS[0] });
    queue = run(
      queue,
      { type: 'processing', key: 'a' },
      { type: 'progress', key: 'a', percent: 10 },
    );
    expect(queue[0]).toMatchObject({ stage: 'processing', percent: 100 });
    queue = run(queue, { type: 'ready', key: 'a' });
    expect(queue[0]).toMatchObject({ stage: 'ready' });
  });

  it("keeps the processor's reason on a failed photo and starts again on retry", () => {
    let queue = run([uploadAt('a', 'processing', { uploadId: UPLOAD_IDS[0], percent: 100 })], {
      type: 'failed',
      key: 'a',
      message: 'This file is not a photo we can read.',
    });
    expect(queue[0]).toMatchObject({
      stage: 'failed',
      message: 'This file is not a photo we can read.',
    });
    queue = run(queue, { type: 'retry', key: 'a' });
    expect(queue[0]).toMatchObject({
      stage: 'uploading',
      percent: 0,
      uploadId: null,
      message: null,
    });
  });

  it('never holds more than 10 photos', () => {
    const many = Array.from({ length: 12 }, (_, index) => uploadAt(`n${index}`, 'uploading'));
    expect(run(existing, { type: 'added', photos: many })).toHaveLength(10);
  });

  it('removes a photo', () => {
    expect(keys(run(existing, { type: 'removed', key: existingPhotoKey('p2') }))).toEqual([
      'photo:p1',
      'photo:p3',
    ]);
  });

  it('moves a photo to a position, clamped to the list', () => {
    expect(keys(run(existing, { type: 'moved', key: 'photo:p3', to: 0 }))).toEqual([
      'photo:p3',
      'photo:p1',
      'photo:p2',
    ]);
    expect(keys(run(existing, { type: 'moved', key: 'photo:p1', to: 1 }))).toEqual([
      'photo:p2',
      'photo:p1',
      'photo:p3',
    ]);
    expect(keys(movePhoto(existing, 'photo:p1', 99))).toEqual(['photo:p2', 'photo:p3', 'photo:p1']);
    expect(movePhoto(existing, 'photo:p1', -1)).toBe(existing);
    expect(movePhoto(existing, 'nope', 0)).toBe(existing);
  });

  it("keeps the seller's order after a delete: a new upload made main stays main", () => {
    const queue = [uploadAt('new', 'ready', { uploadId: UPLOAD_IDS[0] }), ...existing];
    const next = run(queue, {
      type: 'saved',
      photos: [LISTING.photos[0]!, LISTING.photos[2]!],
    });
    expect(keys(next)).toEqual(['new', 'photo:p1', 'photo:p3']);
    expect(photoIds(next)[0]).toBe(UPLOAD_IDS[0]);
  });

  it('keeps unsaved moves after a delete, whatever order the API keeps', () => {
    const queue = run(
      [...existing, uploadAt('new', 'ready', { uploadId: UPLOAD_IDS[0] })],
      { type: 'moved', key: 'photo:p3', to: 0 },
      { type: 'moved', key: 'new', to: 1 },
    );
    expect(keys(queue)).toEqual(['photo:p3', 'new', 'photo:p1', 'photo:p2']);
    const next = run(queue, { type: 'saved', photos: [LISTING.photos[1]!, LISTING.photos[2]!] });
    expect(keys(next)).toEqual(['photo:p3', 'new', 'photo:p2']);
  });

  it('moves only the promoted photo to the front after make-main', () => {
    const queue = [uploadAt('new', 'ready', { uploadId: UPLOAD_IDS[0] }), ...existing];
    const next = run(queue, {
      type: 'saved',
      photos: [LISTING.photos[2]!, LISTING.photos[0]!, LISTING.photos[1]!],
      promoted: 'p3',
    });
    expect(keys(next)).toEqual(['photo:p3', 'new', 'photo:p1', 'photo:p2']);
  });

  it("takes the API's addresses and adds photos the form did not know at the end", () => {
    const moved = { id: 'p1', url: '/images/listings/lst_abc123/p1/new.webp' };
    const extra = { id: 'p9', url: '/images/listings/lst_abc123/p9/640.webp' };
    const next = run(existing, {
      type: 'saved',
      photos: [LISTING.photos[2]!, moved, LISTING.photos[1]!, extra],
    });
    expect(keys(next)).toEqual(['photo:p1', 'photo:p2', 'photo:p3', 'photo:p9']);
    expect(next[0]).toMatchObject({ url: moved.url });
    expect(next[1]).toBe(existing[1]);
  });
});

describe('photoIds and photosNotReady', () => {
  it('sends the listing photos and the finished uploads, in order', () => {
    const queue: QueuedPhoto[] = [
      uploadAt('a', 'ready', { uploadId: UPLOAD_IDS[0] }),
      ...queueFromPhotos([LISTING.photos[0]!]),
      uploadAt('b', 'processing', { uploadId: UPLOAD_IDS[1] }),
      uploadAt('c', 'ready', { uploadId: UPLOAD_IDS[2] }),
    ];
    expect(photoIds(queue)).toEqual([UPLOAD_IDS[0], 'p1', UPLOAD_IDS[2]]);
    expect(photosNotReady(queue)).toBe(LISTING_MESSAGES.photoNotReady);
  });

  it('holds the save back for photos uploading, processing or failed', () => {
    for (const stage of ['uploading', 'processing', 'failed'] as const) {
      expect(photosNotReady([uploadAt('a', stage)])).toBe(LISTING_MESSAGES.photoNotReady);
    }
    expect(photosNotReady([uploadAt('a', 'ready', { uploadId: UPLOAD_IDS[0] })])).toBeUndefined();
    expect(photosNotReady(queueFromPhotos(LISTING.photos))).toBeUndefined();
  });
});

describe('shownPercent', () => {
  it('shows 1 to 99 while uploading', () => {
    expect(shownPercent(0)).toBe(1);
    expect(shownPercent(42.4)).toBe(42);
    expect(shownPercent(99.6)).toBe(99);
    expect(shownPercent(100)).toBe(99);
  });
});

describe('moveAnnouncement', () => {
  it('says where the photo went, and when it became the main image', () => {
    expect(moveAnnouncement(3, 5)).toBe('Photo moved to position 3 of 5.');
    expect(moveAnnouncement(1, 5)).toBe(
      'Photo moved to position 1 of 5. It is now the main image.',
    );
  });
});
