import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../components/icons';
import { imageCaption, neighbourIndexes, swipeStep, wrapIndex } from './gallery-index';
import { ListingImage, preloadListingImage } from './listing-image';
import { trapTab } from '../components/trap-tab';

const VIEWER_SIZES = '100vw';

type ImageViewerProps = {
  open: boolean;
  images: readonly string[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Receives focus back when the viewer closes (the photo that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * The full-screen viewer on the native modal <dialog>: the page behind is inert, Escape closes
 * it, Tab cycles inside it, focus goes back to the opener. Arrow keys and swipes of 50 px or
 * more turn the photos, wrapping at both ends; the neighbours are preloaded.
 */
export function ImageViewer({
  open,
  images,
  index,
  title,
  onIndexChange,
  onClose,
  returnFocusRef,
}: ImageViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | undefined>(undefined);
  const count = images.length;
  const current = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    for (const neighbour of neighbourIndexes(index, count)) {
      const url = images[neighbour];
      if (url) preloadListingImage(url, VIEWER_SIZES);
    }
  }, [open, index, count, images]);

  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, count));

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!event.isPrimary) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start || start.id !== event.pointerId) return;
    const delta = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (delta !== 0) step(delta);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={`Photos of ${title}`}
      onClose={() => {
        onClose();
        returnFocusRef.current?.focus();
      }}
      onKeyDown={handleKeyDown}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none border-0 bg-black p-0 text-white backdrop:bg-black/80"
    >
      {open && current !== undefined ? (
        <div className="on-dark flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <p aria-live="polite" className="font-semibold">
              {imageCaption(index, count)}
            </p>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              aria-label="Close full-screen photos"
              className="rounded-md p-2 hover:bg-white/15"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <div
            // pan-y: horizontal moves reach the swipe handler instead of scrolling the page.
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={handlePointerDown}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => (swipeStart.current = undefined)}
            data-testid="viewer-stage"
          >
            <ListingImage
              key={current}
              url={current}
              variant={1280}
              sizes={VIEWER_SIZES}
              draggable={false}
              alt={`${title}, ${imageCaption(index, count).toLowerCase()}`}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label="Previous photo"
                  className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80"
                >
                  <ChevronLeftIcon className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label="Next photo"
                  className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80"
                >
                  <ChevronRightIcon className="size-6" />
                </button>
              </>
            ) : null}
          </div>
          <p className="px-4 py-3 text-center text-sm text-slate-300">
            Use the arrow keys or swipe to see more photos.
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
