import { useEffect, useState, type DragEvent, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { fieldId } from './form-values';
import { PhotoDropZone } from './photo-drop-zone';
import { shownPercent, type ExistingPhoto, type NewPhoto, type QueuedPhoto } from './photo-queue';
import type { PhotoUploads } from './use-photo-uploads';

export { PHOTO_ACCEPT } from './photo-drop-zone';

/** Delete and make-main of a listing's own photos, which the API does at once (edit only). */
export type ExistingPhotoActions = {
  /**
   * The key of the photo whose delete or make-main is on its way, else null. The page keeps it:
   * each of these changes the listing's version, so the page holds its save back meanwhile.
   */
  pending: string | null;
  /** Resolve true when the API did it (a failure is the caller's toast). */
  remove: (photo: ExistingPhoto) => Promise<boolean>;
  makeMain: (photo: ExistingPhoto) => Promise<boolean>;
};

type PhotoUploaderProps = {
  photos: PhotoUploads;
  error?: string | undefined;
  /** Absent on create; on edit the listing's own photos change on the server at once. */
  existing?: ExistingPhotoActions | undefined;
  /** Called when the seller picks files (the field's message goes). */
  onPick?: () => void;
};

const id = fieldId('photos');
const reorderHelpId = `${id}-reorder-help`;

/** A photo's focusable parts: the photo itself (arrow keys) and its Move buttons. */
export type PhotoControl = 'tile' | 'left' | 'right';

/**
 * Where the focus goes once the list has changed: a photo's control (by key) or the picker, so
 * that it is not lost with a button that went away (Make main image on the new main photo,
 * Remove) or with a photo React moved in the page (a move to the right re-inserts it).
 */
export type PhotoFocus = { key: string; control: PhotoControl } | 'picker';

/** A CSS selector for a focus target. */
export function photoFocusSelector(focus: PhotoFocus): string {
  if (focus === 'picker') return `#${id}`;
  const tile = `[data-photo-key="${focus.key.replace(/["\\]/g, '\\$&')}"]`;
  return focus.control === 'tile' ? tile : `${tile} [data-photo-control="${focus.control}"]`;
}

/** The index an arrow key moves the photo at `index` to; undefined for other keys. */
export function arrowKeyTarget(key: string, index: number): number | undefined {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return index + 1;
  return undefined;
}

/**
 * What the uploader's buttons and keys do, each saying where the focus goes afterwards (`focus`):
 * the moved photo's control after a move, either way; the neighbour after a removal.
 */
export function photoActions(
  photos: Pick<PhotoUploads, 'queue' | 'move' | 'remove'>,
  existing: ExistingPhotoActions | undefined,
  focus: (target: PhotoFocus) => void,
) {
  /** The photo next to `key` (after it, else before it), or the picker: the focus after a removal. */
  function neighbourOf(key: string): PhotoFocus {
    const index = photos.queue.findIndex((photo) => photo.key === key);
    const next = photos.queue[index + 1] ?? photos.queue[index - 1];
    return next ? { key: next.key, control: 'tile' } : 'picker';
  }

  async function runExisting(
    photo: ExistingPhoto,
    action: (photo: ExistingPhoto) => Promise<boolean>,
    after: PhotoFocus,
  ) {
    if (!existing || existing.pending) return;
    if (await action(photo)) focus(after);
  }

  return {
    move(photo: QueuedPhoto, to: number, control: PhotoControl) {
      photos.move(photo.key, to);
      focus({ key: photo.key, control });
    },
    async remove(photo: QueuedPhoto) {
      const after = neighbourOf(photo.key);
      if (photo.kind === 'existing' && existing) {
        await runExisting(photo, existing.remove, after);
      } else {
        photos.remove(photo.key);
        focus(after);
      }
    },
    async makeMain(photo: QueuedPhoto) {
      const after: PhotoFocus = { key: photo.key, control: 'tile' };
      if (photo.kind === 'existing' && existing) {
        await runExisting(photo, existing.makeMain, after);
      } else {
        photos.move(photo.key, 0);
        focus(after);
      }
    },
  };
}

/**
 * Images: the drop zone and its Choose photos button (photo-drop-zone.tsx), then the photos in
 * order, each with its state (a progress bar while uploading, 'Processing…', the processor's
 * reason when it failed) and its buttons. Reordered by drag and drop, by the Move buttons, or by
 * the arrow keys on a focused photo; moves are read out.
 */
export function PhotoUploader({ photos, error, existing, onPick }: PhotoUploaderProps) {
  const { queue } = photos;
  const [dragKey, setDragKey] = useState<string | null>(null);
  const pending = existing?.pending ?? null;

  const [focusNext, setFocusNext] = useState<PhotoFocus | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    document.querySelector<HTMLElement>(photoFocusSelector(focusNext))?.focus();
    setFocusNext(null);
  }, [focusNext, queue]);

  const actions = photoActions(photos, existing, setFocusNext);

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    const key = dragKey ?? event.dataTransfer.getData('text/plain');
    setDragKey(null);
    if (key) photos.move(key, index);
  }

  return (
    <div>
      <PhotoDropZone
        id={id}
        count={queue.length}
        error={error}
        onFiles={(files) => {
          onPick?.();
          photos.add(files);
        }}
      />
      <p id={reorderHelpId} className="sr-only">
        Use the left and right arrow keys to move this photo.
      </p>
      <p aria-live="polite" className="sr-only">
        {photos.announcement}
      </p>
      {queue.length > 0 ? (
        <ol
          aria-label="Photos in order"
          className="mt-4 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3"
        >
          {queue.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={queue.length}
              busy={pending === photo.key}
              dragging={dragKey === photo.key}
              onMove={(to, control) => actions.move(photo, to, control)}
              onRemove={() => void actions.remove(photo)}
              onMakeMain={() => void actions.makeMain(photo)}
              onRetry={() => photos.retry(photo.key)}
              onDragStart={(event) => {
                setDragKey(photo.key);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', photo.key);
              }}
              onDragEnd={() => setDragKey(null)}
              onDrop={(event) => onDrop(event, index)}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

type PhotoTileProps = {
  photo: QueuedPhoto;
  index: number;
  count: number;
  busy: boolean;
  dragging: boolean;
  onMove: (to: number, control: PhotoControl) => void;
  onRemove: () => void;
  onMakeMain: () => void;
  onRetry: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
};

const TILE_BUTTON =
  'inline-flex min-h-9 items-center justify-center rounded-md border border-slate-500 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** The words of a photo's buttons, each naming the photo's position. */
export function photoButtonNames(position: number, kind: QueuedPhoto['kind']) {
  return {
    makeMain: `Make main image (photo ${position})`,
    remove: kind === 'existing' ? `Delete photo ${position}` : `Remove photo ${position}`,
    retry: `Retry photo ${position}`,
    left: `Move photo ${position} left`,
    right: `Move photo ${position} right`,
  };
}

function PhotoTile({
  photo,
  index,
  count,
  busy,
  dragging,
  onMove,
  onRemove,
  onMakeMain,
  onRetry,
  onDragStart,
  onDragEnd,
  onDrop,
}: PhotoTileProps) {
  const position = index + 1;
  const names = photoButtonNames(position, photo.kind);
  const first = index === 0;
  const last = index === count - 1;

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    // Only on the photo itself, not on its buttons.
    if (event.target !== event.currentTarget) return;
    const to = arrowKeyTarget(event.key, index);
    if (to === undefined) return;
    event.preventDefault();
    if (!busy) onMove(to, 'tile');
  }

  // aria-disabled rather than disabled, so the focus stays on a button at the end of the row.
  const guard = (enabled: boolean, action: () => void) => () => {
    if (enabled && !busy) action();
  };

  return (
    <li
      data-photo-key={photo.key}
      tabIndex={0}
      draggable
      aria-label={`Photo ${position} of ${count}${first ? ', main image' : ''}`}
      aria-describedby={reorderHelpId}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={onDrop}
      className={`flex flex-col overflow-hidden rounded-lg border bg-white ${
        first ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-300'
      } ${dragging ? 'opacity-50' : ''}`}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {photo.kind === 'existing' ? (
          <img src={photo.url} alt="" className="size-full object-cover" draggable={false} />
        ) : (
          <LocalPreview file={photo.file} />
        )}
        <span className="absolute top-2 left-2 rounded bg-white/95 px-2 py-0.5 text-sm font-semibold text-ink shadow">
          {first ? 'Main image' : `Photo ${position}`}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {photo.kind === 'new' ? <UploadState photo={photo} position={position} /> : null}
        {/*
          The same grid on every card, so the controls of a row of cards line up: Move left,
          Move right and Make main (the main photo says so in its place), then Retry and Remove.
        */}
        <div className="mt-auto grid grid-cols-[auto_auto_minmax(0,1fr)] gap-2">
          <button
            type="button"
            aria-label={names.left}
            aria-disabled={first || busy || undefined}
            onClick={guard(!first, () => onMove(index - 1, 'left'))}
            data-photo-control="left"
            className={TILE_BUTTON}
          >
            <ChevronLeftIcon className="size-4" />
          </button>
          <button
            type="button"
            aria-label={names.right}
            aria-disabled={last || busy || undefined}
            onClick={guard(!last, () => onMove(index + 1, 'right'))}
            data-photo-control="right"
            className={TILE_BUTTON}
          >
            <ChevronRightIcon className="size-4" />
          </button>
          {first ? (
            <span
              className={`${TILE_BUTTON} border-brand-700 bg-brand-50 text-brand-800 hover:bg-brand-50`}
            >
              Main image
            </span>
          ) : (
            <button
              type="button"
              aria-label={names.makeMain}
              aria-disabled={busy || undefined}
              onClick={guard(true, onMakeMain)}
              data-photo-control="main"
              className={TILE_BUTTON}
            >
              Make main
            </button>
          )}
          <div className="col-span-3 flex gap-2">
            {photo.kind === 'new' && photo.stage === 'failed' ? (
              <button
                type="button"
                aria-label={names.retry}
                onClick={onRetry}
                className={`${TILE_BUTTON} flex-1`}
              >
                Retry
              </button>
            ) : null}
            <button
              type="button"
              aria-label={names.remove}
              aria-disabled={busy || undefined}
              onClick={guard(true, onRemove)}
              data-photo-control="remove"
              className={`${TILE_BUTTON} flex-1 text-red-800`}
            >
              {photo.kind === 'existing' ? 'Delete' : 'Remove'}
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

function UploadState({ photo, position }: { photo: NewPhoto; position: number }) {
  switch (photo.stage) {
    case 'uploading': {
      const percent = shownPercent(photo.percent);
      return (
        <div>
          <div className="flex justify-between text-sm text-muted">
            <span>Uploading…</span>
            <span aria-hidden="true">{percent}%</span>
          </div>
          <progress
            max={100}
            value={percent}
            aria-label={`Uploading photo ${position}`}
            className="mt-1 h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      );
    }
    case 'processing':
      return <p className="text-sm font-medium text-muted">Processing…</p>;
    case 'ready':
      return <p className="text-sm font-medium text-green-800">Ready</p>;
    case 'failed':
      return (
        <p className="text-sm font-medium text-red-700">
          {photo.message ?? 'This photo could not be uploaded.'}
        </p>
      );
  }
}

/** A preview from a local object URL, revoked when the photo goes; a HEIC the browser cannot show gets its name. */
function LocalPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url || broken) {
    return (
      <div className="flex size-full items-center justify-center p-3 text-center text-sm break-all text-muted">
        {file.name}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      className="size-full object-cover"
      draggable={false}
      onError={() => setBroken(true)}
    />
  );
}
