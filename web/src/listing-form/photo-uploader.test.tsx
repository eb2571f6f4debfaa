import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { movePhoto, queueFromPhotos, type QueuedPhoto } from './photo-queue';
import {
  arrowKeyTarget,
  photoActions,
  photoFocusSelector,
  PhotoUploader,
  type ExistingPhotoActions,
  type PhotoFocus,
} from './photo-uploader';
import type { PhotoUploads } from './use-photo-uploads';
import { LISTING, UPLOAD_IDS, uploadAt } from './test-fixtures';

const QUEUE: QueuedPhoto[] = [
  ...queueFromPhotos(LISTING.photos),
  uploadAt('new:a', 'ready', { uploadId: UPLOAD_IDS[0] }),
];

/** The uploader's photos, recording the moves and removals asked for. */
function fakePhotos(queue: QueuedPhoto[] = QUEUE) {
  const calls: string[] = [];
  return {
    calls,
    photos: {
      queue,
      move: (key: string, to: number) => void calls.push(`move ${key} ${to}`),
      remove: (key: string) => void calls.push(`remove ${key}`),
    },
  };
}

function existingActions(pending: string | null = null, answer = true): ExistingPhotoActions {
  return {
    pending,
    remove: vi.fn(async () => answer),
    makeMain: vi.fn(async () => answer),
  };
}

describe('photoActions: the focus after a move', () => {
  it('puts the focus back on the control that moved the photo, in both directions', () => {
    for (const [to, control] of [
      [2, 'right'],
      [0, 'left'],
      [2, 'tile'],
      [0, 'tile'],
    ] as const) {
      const { photos, calls } = fakePhotos();
      const focus = vi.fn<(target: PhotoFocus) => void>();
      photoActions(photos, undefined, focus).move(QUEUE[1]!, to, control);
      expect(calls).toEqual([`move photo:p2 ${to}`]);
      expect(focus).toHaveBeenCalledExactlyOnceWith({ key: 'photo:p2', control });
    }
  });

  it('points at the moved photo wherever React put it, not at the spot it left', () => {
    expect(photoFocusSelector({ key: 'photo:p2', control: 'tile' })).toBe(
      '[data-photo-key="photo:p2"]',
    );
    expect(photoFocusSelector({ key: 'photo:p2', control: 'right' })).toBe(
      '[data-photo-key="photo:p2"] [data-photo-control="right"]',
    );
    expect(photoFocusSelector({ key: 'a"b', control: 'left' })).toBe(
      '[data-photo-key="a\\"b"] [data-photo-control="left"]',
    );
    expect(photoFocusSelector('picker')).toBe('#listing-photos');
  });

  it('marks the controls the selector finds: each photo and its Move buttons', () => {
    const queue = movePhoto(QUEUE, 'photo:p1', 1);
    const html = renderToStaticMarkup(
      <PhotoUploader photos={{ queue, announcement: '' } as PhotoUploads} />,
    );
    expect(html).toMatch(/<li data-photo-key="photo:p1" tabindex="0"/);
    expect(html).toMatch(
      /aria-label="Move photo 2 right"[^>]*data-photo-control="right"[\s\S]*?aria-label="Move photo 3 left"/,
    );
    expect(html.split('data-photo-control="left"')).toHaveLength(QUEUE.length + 1);
    expect(html.split('data-photo-control="right"')).toHaveLength(QUEUE.length + 1);
  });

  it('moves with the arrow keys: left and up back, right and down on', () => {
    expect(arrowKeyTarget('ArrowLeft', 2)).toBe(1);
    expect(arrowKeyTarget('ArrowUp', 2)).toBe(1);
    expect(arrowKeyTarget('ArrowRight', 2)).toBe(3);
    expect(arrowKeyTarget('ArrowDown', 2)).toBe(3);
    expect(arrowKeyTarget('Enter', 2)).toBeUndefined();
  });
});

describe('photoActions: removals and the main image', () => {
  it('focuses the next photo after a removal, the one before at the end, the picker when none', async () => {
    const { photos, calls } = fakePhotos();
    const focus = vi.fn<(target: PhotoFocus) => void>();
    const actions = photoActions(photos, undefined, focus);
    await actions.remove(QUEUE[3]!);
    expect(calls).toEqual(['remove new:a']);
    expect(focus).toHaveBeenLastCalledWith({ key: 'photo:p3', control: 'tile' });

    const alone = fakePhotos([QUEUE[3]!]);
    await photoActions(alone.photos, undefined, focus).remove(QUEUE[3]!);
    expect(focus).toHaveBeenLastCalledWith('picker');
  });

  it("asks the page to delete or promote a listing's photo, and moves the focus when it did", async () => {
    const { photos, calls } = fakePhotos();
    const focus = vi.fn<(target: PhotoFocus) => void>();
    const existing = existingActions();
    const actions = photoActions(photos, existing, focus);
    await actions.remove(QUEUE[1]!);
    expect(existing.remove).toHaveBeenCalledWith(QUEUE[1]);
    expect(focus).toHaveBeenLastCalledWith({ key: 'photo:p3', control: 'tile' });
    await actions.makeMain(QUEUE[2]!);
    expect(existing.makeMain).toHaveBeenCalledWith(QUEUE[2]);
    expect(focus).toHaveBeenLastCalledWith({ key: 'photo:p3', control: 'tile' });
    expect(calls).toEqual([]);

    // A new upload is promoted in the form alone.
    await actions.makeMain(QUEUE[3]!);
    expect(calls).toEqual(['move new:a 0']);
  });

  it('leaves the focus alone when the API refused, and starts nothing while one is on its way', async () => {
    const { photos } = fakePhotos();
    const focus = vi.fn<(target: PhotoFocus) => void>();
    await photoActions(photos, existingActions(null, false), focus).remove(QUEUE[1]!);
    expect(focus).not.toHaveBeenCalled();

    const busy = existingActions('photo:p1');
    await photoActions(photos, busy, focus).remove(QUEUE[1]!);
    await photoActions(photos, busy, focus).makeMain(QUEUE[2]!);
    expect(busy.remove).not.toHaveBeenCalled();
    expect(busy.makeMain).not.toHaveBeenCalled();
  });
});
