import { useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { preload } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { listingImageSrc, listingImageSrcSet } from '../lib/listing-images';
import { imageCaption, swipeStep } from './gallery-index';
import { ExpandIcon } from './gallery-icons';
import { ListingImage } from './listing-image';

/** The main photo spans the page column up to 1024 px wide, two thirds of it above 1024 px. */
const MAIN_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** The variant the main photo names in `src`, for browsers without srcset. */
const MAIN_VARIANT = 1280;

/** A finger that moved less than this tapped. */
const TAP_SLOP_PX = 10;

const ARROW =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md hover:bg-white';

type MainPhotoProps = {
  images: readonly string[];
  index: number;
  title: string;
  onStep: (delta: -1 | 1) => void;
  onOpen: () => void;
  openerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The large photo: a tap or click opens the full-screen viewer; the arrows, the arrow keys and,
 * on a touch screen, a swipe of 50 px turn it. The photo follows the finger while it moves.
 */
export function MainPhoto({ images, index, title, onStep, onOpen, openerRef }: MainPhotoProps) {
  const [dragX, setDragX] = useState(0);
  const start = useRef<{ x: number; y: number; id: number; onPhoto: boolean } | undefined>(
    undefined,
  );
  // A swipe ends over the photo's button: the click that may follow must not open the viewer.
  const swiped = useRef(false);
  // A tap that opened the viewer: its click must not land on the viewer, now on top.
  const tapped = useRef(false);
  const count = images.length;
  const current = images[index]!;
  const caption = imageCaption(index, count);
  // The first photo is the page's largest paint: on the server this puts a preload link in the
  // head, so the browser fetches it before it has parsed the body (React dedupes the call).
  preload(listingImageSrc(images[0]!, MAIN_VARIANT), {
    as: 'image',
    imageSrcSet: listingImageSrcSet(images[0]!),
    imageSizes: MAIN_SIZES,
    fetchPriority: 'high',
  });

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    swiped.current = false;
    tapped.current = false;
    // A mouse drags nothing here: it has the arrows.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    start.current = {
      x: event.clientX,
      y: event.clientY,
      id: event.pointerId,
      onPhoto: openerRef.current?.contains(event.target as Node) ?? false,
    };
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (count > 1 && Math.abs(dx) > Math.abs(event.clientY - from.y)) setDragX(dx);
  }

  function handlePointerEnd(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = undefined;
    setDragX(0);
    if (!from || from.id !== event.pointerId || event.type === 'pointercancel') return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // A tap on the photo opens the viewer at once: after a swipe the browser does not always
    // follow a finger's tap with a click (and the touchend handler stops the one that would).
    if (Math.hypot(dx, dy) < TAP_SLOP_PX) {
      if (from.onPhoto) {
        tapped.current = true;
        onOpen();
      }
      return;
    }
    const delta = count > 1 ? swipeStep(dx, dy) : 0;
    if (delta === 0) return;
    swiped.current = true;
    onStep(delta);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      onStep(event.key === 'ArrowRight' ? 1 : -1);
    }
  }

  return (
    <div
      // pan-y: the page still scrolls up and down; sideways moves reach the swipe.
      className="relative touch-pan-y overflow-hidden rounded-xl bg-slate-100 select-none"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
      onTouchEnd={(event) => {
        if (!tapped.current) return;
        tapped.current = false;
        event.preventDefault();
      }}
      onKeyDown={handleKeyDown}
      data-testid="main-photo"
    >
      <button
        ref={openerRef}
        type="button"
        onClick={() => {
          if (swiped.current) swiped.current = false;
          else onOpen();
        }}
        aria-haspopup="dialog"
        aria-label={`View full screen: ${title}, ${caption.toLowerCase()}`}
        className="block w-full"
      >
        <ListingImage
          key={current}
          url={current}
          variant={MAIN_VARIANT}
          sizes={MAIN_SIZES}
          width={640}
          height={480}
          // The main photo is the largest paint: always fetched at once, and first.
          loading="eager"
          fetchPriority="high"
          draggable={false}
          alt={`${title}, ${caption.toLowerCase()}`}
          style={dragX ? { transform: `translateX(${dragX}px)` } : undefined}
          className={`aspect-[4/3] w-full object-cover ${dragX ? '' : 'transition-transform duration-200'}`}
        />
      </button>
      {/* Beside the button, not in it: its name already says all this, and text inside a button
          that its name does not contain fails "label in name" (WCAG 2.5.3). Taps go through. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1.5 rounded-md bg-black/70 px-2 py-1 text-sm font-semibold text-white"
      >
        {caption}
        <ExpandIcon className="size-4" />
        <span className="hidden sm:inline">View full screen</span>
      </span>
      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => onStep(-1)}
            aria-label="Previous photo"
            className={`${ARROW} left-3`}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => onStep(1)}
            aria-label="Next photo"
            className={`${ARROW} right-3`}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </>
      ) : null}
    </div>
  );
}
