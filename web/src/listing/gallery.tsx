import { useRef, useState } from 'react';
import { imageCaption } from './gallery-index';
import { ImageViewer } from './image-viewer';
import { ListingImage, PLACEHOLDER_IMAGE } from './listing-image';

/** The main photo spans the page column up to 1024 px wide, two thirds of it above 1024 px. */
const MAIN_SIZES = '(min-width: 1024px) 60vw, 100vw';

type GalleryProps = { images: readonly string[]; title: string };

/** Main photo and thumbnails; the main photo opens the full-screen viewer. */
export function Gallery({ images, title }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = images[index];

  if (count === 0 || current === undefined) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        alt={`No photos of this ${title} yet`}
        width={640}
        height={480}
        className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover"
      />
    );
  }

  return (
    <section aria-label="Photos">
      <button
        ref={openerRef}
        type="button"
        onClick={() => setViewerOpen(true)}
        aria-haspopup="dialog"
        aria-label={`View full screen: ${title}, ${imageCaption(index, count).toLowerCase()}`}
        className="group relative block w-full overflow-hidden rounded-xl bg-slate-100"
      >
        <ListingImage
          key={current}
          url={current}
          variant={1280}
          sizes={MAIN_SIZES}
          width={640}
          // The main photo is the largest paint: always fetched at once, and first.
          loading="eager"
          fetchPriority="high"
          height={480}
          alt={`${title}, ${imageCaption(index, count).toLowerCase()}`}
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute right-3 bottom-3 rounded-md bg-black/70 px-2 py-1 text-sm font-semibold text-white">
          {imageCaption(index, count)} · View full screen
        </span>
      </button>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6 md:grid-cols-8">
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show ${imageCaption(position, count).toLowerCase()}`}
                aria-current={position === index ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-md border-2 ${
                  position === index
                    ? 'border-brand-700'
                    : 'border-transparent hover:border-slate-300'
                }`}
              >
                <ListingImage
                  url={image}
                  variant={320}
                  sizes="96px"
                  width={320}
                  loading={position === 0 ? 'eager' : 'lazy'}
                  height={240}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageViewer
        open={viewerOpen}
        images={images}
        index={index}
        title={title}
        onIndexChange={setIndex}
        onClose={() => setViewerOpen(false)}
        returnFocusRef={openerRef}
      />
    </section>
  );
}
