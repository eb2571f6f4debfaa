import { useRef, useState, type DragEvent } from 'react';
import { LISTING_LIMITS } from '#shared/listing-form';
import { ERROR, HINT, LABEL } from '../ui/field-styles';

/** What the file picker takes: the photo types the processor reads, HEIC by name too. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** '3 of 10 added', and when no more fit, says so. */
export function photoCountText(count: number): string {
  const full = count >= LISTING_LIMITS.maxPhotos;
  return `${count} of ${LISTING_LIMITS.maxPhotos} added${full ? ' (the most allowed)' : ''}`;
}

/** Whether a drag carries files from outside the page (not a photo tile being moved). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

type PhotoDropZoneProps = {
  /** The control's id: a form's error moves the focus here. */
  id: string;
  count: number;
  error?: string | undefined;
  /** Files chosen or dropped, in their order. */
  onFiles: (files: File[]) => void;
};

/**
 * The Images field (issue 28): a labelled group with a drop zone for photos dragged from the
 * computer, and a 'Choose photos' button (click, Enter or Space) that opens the file picker; the
 * count of photos added and the field's message are part of the button's description. The
 * native file input stays hidden: it said 'No file chosen' beside '3 of 10 added'.
 */
export function PhotoDropZone({ id, count, error, onFiles }: PhotoDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const full = count >= LISTING_LIMITS.maxPhotos;
  const ids = {
    label: `${id}-label`,
    hint: `${id}-hint`,
    count: `${id}-count`,
    error: `${id}-error`,
  };

  function take(files: FileList | null) {
    const picked = Array.from(files ?? []);
    if (picked.length > 0) onFiles(picked);
  }

  return (
    <div role="group" aria-labelledby={ids.label}>
      <p id={ids.label} className={LABEL}>
        Images
      </p>
      <p id={ids.hint} className={HINT}>
        {LISTING_LIMITS.minPhotos} to {LISTING_LIMITS.maxPhotos} photos: JPEG, PNG, WebP or HEIC, up
        to 5 MB each. The first photo is the main image.
      </p>
      <div
        data-photo-drop-zone=""
        onDragEnter={(event) => {
          if (carriesFiles(event)) setOver(true);
        }}
        onDragOver={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = full ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setOver(false);
          if (!full) take(event.dataTransfer.files);
        }}
        className={`mt-2 flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:justify-between sm:text-left ${
          error
            ? 'border-red-700 bg-red-50'
            : over
              ? 'border-brand-700 bg-brand-50'
              : 'border-slate-500 bg-slate-50'
        }`}
      >
        <div className="flex flex-col items-center gap-1 sm:items-start">
          <p className="font-medium text-ink">
            {full ? 'No more photos can be added.' : 'Drag photos here, or choose them.'}
          </p>
          <p id={ids.count} className="text-sm font-semibold text-ink">
            {photoCountText(count)}
          </p>
        </div>
        <button
          id={id}
          type="button"
          aria-invalid={error ? true : undefined}
          aria-disabled={full || undefined}
          aria-describedby={[error ? ids.error : '', ids.count, ids.hint].filter(Boolean).join(' ')}
          onClick={() => {
            if (!full) input.current?.click();
          }}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          Choose photos
        </button>
      </div>
      {error ? (
        <p id={ids.error} className={ERROR}>
          {error}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-input`}
        name="photos"
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        hidden
        onChange={(event) => {
          const files = event.target.files;
          take(files);
          // Cleared so that the same file can be chosen again after a removal.
          event.target.value = '';
        }}
      />
    </div>
  );
}
