import { useEffect, useRef } from 'react';
import { imageCaption } from './gallery-index';
import { ListingImage } from './listing-image';

type ThumbnailStripProps = {
  images: readonly string[];
  index: number;
  onSelect: (index: number) => void;
  /** 'page' under the main photo; 'viewer' on the viewer's black background. */
  tone: 'page' | 'viewer';
  className?: string;
};

const TONES = {
  page: {
    list: 'gap-2',
    item: 'w-24',
    button: 'rounded-md border-2',
    current: 'border-brand-700',
    other: 'border-transparent hover:border-slate-300',
  },
  viewer: {
    // Centred while it fits; from the start, scrolling, when it does not.
    list: 'mx-auto w-fit max-w-full gap-2 px-4',
    item: 'w-16 sm:w-20',
    button: 'rounded border-2',
    current: 'border-white',
    other: 'border-transparent opacity-70 hover:opacity-100',
  },
} as const;

/**
 * One row of thumbnails that scrolls sideways, the shown photo marked and kept in view. The
 * row scrolls itself rather than calling scrollIntoView, which would also move the page behind
 * the viewer.
 */
export function ThumbnailStrip({
  images,
  index,
  onSelect,
  tone,
  className = '',
}: ThumbnailStripProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const style = TONES[tone];
  const count = images.length;

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[index] as HTMLElement | undefined;
    if (!list || !item) return;
    const start = item.offsetLeft;
    const end = start + item.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start - 16);
    else if (end > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = end - list.clientWidth + 16;
    }
  }, [index]);

  return (
    <ul
      ref={listRef}
      aria-label="Thumbnails"
      className={`relative flex overflow-x-auto py-1 ${style.list} ${className}`}
    >
      {images.map((image, position) => (
        <li key={image} className={`shrink-0 ${style.item}`}>
          <button
            type="button"
            onClick={() => onSelect(position)}
            aria-label={`Show ${imageCaption(position, count).toLowerCase()}`}
            aria-current={position === index ? 'true' : undefined}
            className={`block w-full overflow-hidden ${style.button} ${
              position === index ? style.current : style.other
            }`}
          >
            <ListingImage
              url={image}
              variant={320}
              sizes="96px"
              width={320}
              height={240}
              loading={position === 0 ? 'eager' : 'lazy'}
              draggable={false}
              className="aspect-[4/3] w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
