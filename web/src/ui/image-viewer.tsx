import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { trapTab } from './trap-tab';
import {
  imageCaption,
  isDoubleTap,
  neighbourIndexes,
  swipeStep,
  viewerHint,
  wrapIndex,
  type Tap,
} from './gallery-index';
import {
  canZoomIn,
  canZoomOut,
  isZoomed,
  NOT_ZOOMED,
  panBy,
  toggleZoom,
  zoomIn,
  zoomOut,
  zoomPercent,
  type Zoom,
  type ZoomGeometry,
} from './gallery-zoom';
import { ListingImage, preloadListingImage } from './listing-image';
import { ZoomInIcon, ZoomOutIcon } from './gallery-icons';
import { ThumbnailStrip } from './thumbnail-strip';
import { usePointerKind } from './use-pointer-kind';

const VIEWER_SIZES = '100vw';

/** Moves shorter than this are taps (for double-tap zoom), not drags. */
const TAP_SLOP_PX = 10;

const ROUND_BUTTON =
  'flex size-11 items-center justify-center rounded-full hover:bg-white/15 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

// Phones: over the photo's sides. From 768 px: in their own columns beside the photo, so they
// can never sit off the screen or over it.
const SIDE_BUTTON =
  'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/60 hover:bg-black/80 md:static md:translate-y-0 md:self-center md:bg-white/10 md:hover:bg-white/25';

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

type Gesture = { x: number; y: number; id: number; zoom: Zoom; moved: boolean };

/**
 * The full-screen viewer on the native modal <dialog>: the page behind is inert, Escape closes
 * it, Tab cycles inside it, focus goes back to the opener. Arrow keys, the side buttons, the
 * thumbnails and swipes of 50 px or more turn the photos, wrapping at both ends; the neighbours
 * are preloaded. Zoom: the buttons, + and −, a double click or double tap; a zoomed photo is
 * dragged to look around, and turning the photo fits it to the screen again.
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
  const stageRef = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | undefined>(undefined);
  const lastTap = useRef<Tap | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');
  // The zoom belongs to the photo it was set on: another photo starts fitted.
  const [zoomed, setZoomed] = useState<{ index: number; zoom: Zoom }>({ index, zoom: NOT_ZOOMED });
  const [dragging, setDragging] = useState(false);
  const count = images.length;
  const current = images[index];
  const zoom = zoomed.index === index ? zoomed.zoom : NOT_ZOOMED;
  const caption = imageCaption(index, count);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Start on Close (the browser would pick the first button, Zoom out).
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    for (const neighbour of neighbourIndexes(index, count)) {
      const url = images[neighbour];
      if (url) preloadListingImage(url, VIEWER_SIZES);
    }
  }, [open, index, count, images]);

  function setZoom(next: Zoom) {
    setZoomed({ index, zoom: next });
  }

  /** The stage and the photo's fitted size in it (its layout size: transforms leave that alone). */
  function geometry(): ZoomGeometry {
    const stage = stageRef.current;
    const photo = stage?.querySelector('img');
    return {
      frame: { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 },
      photo: { width: photo?.offsetWidth ?? 0, height: photo?.offsetHeight ?? 0 },
    };
  }

  /** A point from the centre of the stage, where zooming in keeps it. */
  function fromCentre(clientX: number, clientY: number) {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  }

  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, count));

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      setZoom(zoomIn(zoom, geometry()));
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      setZoom(zoomOut(zoom, geometry()));
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    lastPointer.current = event.pointerType;
    if (!event.isPrimary) return;
    gesture.current = {
      x: event.clientX,
      y: event.clientY,
      id: event.pointerId,
      zoom,
      moved: false,
    };
    if (isZoomed(zoom)) {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = gesture.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) start.moved = true;
    if (isZoomed(start.zoom)) setZoom(panBy(start.zoom, dx, dy, geometry()));
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = gesture.current;
    gesture.current = undefined;
    setDragging(false);
    if (!start || start.id !== event.pointerId) return;
    if (start.moved) {
      // A zoomed photo was being dragged about; an unzoomed one swiped.
      const delta = isZoomed(start.zoom)
        ? 0
        : swipeStep(event.clientX - start.x, event.clientY - start.y);
      if (delta !== 0) step(delta);
      return;
    }
    // A mouse has double-click (below); a finger's two taps are counted here.
    if (event.pointerType === 'mouse') return;
    const tap = { x: event.clientX, y: event.clientY, at: event.timeStamp };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = undefined;
      setZoom(toggleZoom(zoom, geometry(), fromCentre(event.clientX, event.clientY)));
    } else {
      lastTap.current = tap;
    }
  }

  function handleDoubleClick(event: MouseEvent<HTMLDivElement>) {
    if (lastPointer.current !== 'mouse') return;
    setZoom(toggleZoom(zoom, geometry(), fromCentre(event.clientX, event.clientY)));
  }

  const photoStyle = {
    transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`,
  };
  const zoomedIn = isZoomed(zoom);

  return (
    <dialog
      ref={dialogRef}
      aria-label={`Photos of ${title}`}
      onClose={() => {
        setZoomed({ index, zoom: NOT_ZOOMED });
        onClose();
        returnFocusRef.current?.focus();
      }}
      onKeyDown={handleKeyDown}
      // Sized by the viewport the page is laid out in (100%), never 100vw, which counts a
      // scrollbar and pushed the right-hand controls off the screen.
      className="fixed inset-0 m-0 h-full max-h-full w-full max-w-full overflow-hidden overscroll-contain border-0 bg-black p-0 text-white backdrop:bg-black/80"
    >
      {open && current !== undefined ? (
        <div className="on-dark flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 py-2 pr-2 pl-4">
            <p aria-live="polite" className="font-semibold">
              {caption}
            </p>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => setZoom(zoomOut(zoom, geometry()))}
                // aria-disabled, not disabled: a button disabled under the focus drops it out
                // of the dialog, and the keys stop working.
                aria-disabled={!canZoomOut(zoom) || undefined}
                aria-label="Zoom out"
                className={ROUND_BUTTON}
              >
                <ZoomOutIcon className="size-6" />
              </button>
              <span className="w-12 text-center text-sm tabular-nums" aria-live="polite">
                <span className="sr-only">Zoom </span>
                {zoomPercent(zoom)}
              </span>
              <button
                type="button"
                onClick={() => setZoom(zoomIn(zoom, geometry()))}
                aria-disabled={!canZoomIn(zoom) || undefined}
                aria-label="Zoom in"
                className={ROUND_BUTTON}
              >
                <ZoomInIcon className="size-6" />
              </button>
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                aria-label="Close full-screen photos"
                data-initial-focus
                className={`${ROUND_BUTTON} ml-2`}
              >
                <CloseIcon className="size-6" />
              </button>
            </div>
          </div>
          <div className="relative grid min-h-0 flex-1 grid-cols-1 md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-3 md:px-3">
            {count > 1 ? (
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label="Previous photo"
                className={`${SIDE_BUTTON} left-2`}
              >
                <ChevronLeftIcon className="size-6" />
              </button>
            ) : null}
            <div
              ref={stageRef}
              // Sideways moves reach the swipe (pan-y); a zoomed photo takes every move.
              className={`relative flex min-h-0 min-w-0 items-center justify-center overflow-hidden select-none ${
                zoomedIn
                  ? `touch-none ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`
                  : 'touch-pan-y pointer-fine:cursor-zoom-in'
              }`}
              onPointerDown={handlePointerDown}
              onPointerMove={handlePointerMove}
              onPointerUp={handlePointerUp}
              onPointerCancel={() => {
                gesture.current = undefined;
                setDragging(false);
              }}
              onDoubleClick={handleDoubleClick}
              data-testid="viewer-stage"
            >
              <ListingImage
                key={current}
                url={current}
                variant={1280}
                sizes={VIEWER_SIZES}
                draggable={false}
                alt={`${title}, ${caption.toLowerCase()}`}
                style={photoStyle}
                className={`max-h-full max-w-full object-contain ${
                  dragging ? '' : 'transition-transform duration-150'
                }`}
              />
            </div>
            {count > 1 ? (
              <button
                type="button"
                onClick={() => step(1)}
                aria-label="Next photo"
                className={`${SIDE_BUTTON} right-2`}
              >
                <ChevronRightIcon className="size-6" />
              </button>
            ) : null}
          </div>
          {count > 1 ? (
            <ThumbnailStrip
              images={images}
              index={index}
              onSelect={onIndexChange}
              tone="viewer"
              className="mt-2 shrink-0"
            />
          ) : null}
          <ViewerHint count={count} />
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * How to move between photos, for the device in hand. Its own component, rendered only while the
 * viewer is open: the pointer kind is known only in the browser, and a page that read it while
 * hydrating would be rendered a second time at once (decision 030).
 */
function ViewerHint({ count }: { count: number }) {
  return (
    <p data-testid="viewer-hint" className="px-4 py-2 text-center text-sm text-slate-300">
      {viewerHint(usePointerKind(), count)}
    </p>
  );
}
