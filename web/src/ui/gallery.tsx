import { useRef, useState } from 'react';
import { imageCaption, wrapIndex } from './gallery-index';
import { ImageViewer } from './image-viewer';
import { PLACEHOLDER_IMAGE } from './listing-image';
import { MainPhoto } from './main-photo';
import { ThumbnailStrip } from './thumbnail-strip';

type GalleryProps = { images: readonly string[]; title: string };

/**
 * The main photo, a strip of thumbnails from 640 px (dots on phones, where the photo is swiped),
 * and the full-screen viewer the photo opens. One index for all: the viewer opens at the photo
 * shown and leaves the page at the last one seen.
 */
export function Gallery({ images, title }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Said when the reader turns the photo on the page (the viewer has its own caption).
  const [announcement, setAnnouncement] = useState('');
  const openerRef = useRef<HTMLButtonElement>(null);
  const count = images.length;

  if (count === 0) {
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

  function show(next: number) {
    setIndex(next);
    setAnnouncement(imageCaption(next, count));
  }

  return (
    <section aria-label="Photos">
      <MainPhoto
        images={images}
        index={index}
        title={title}
        onStep={(delta) => show(wrapIndex(index, delta, count))}
        onOpen={() => setViewerOpen(true)}
        openerRef={openerRef}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {count > 1 ? (
        <>
          <ThumbnailStrip
            images={images}
            index={index}
            onSelect={show}
            tone="page"
            className="mt-3 hidden sm:flex"
          />
          <div
            aria-hidden="true"
            data-testid="photo-dots"
            className="mt-3 flex justify-center gap-1.5 sm:hidden"
          >
            {images.map((image, position) => (
              <span
                key={image}
                data-current={position === index || undefined}
                className={`size-2 rounded-full transition-colors ${
                  position === index ? 'bg-brand-700' : 'bg-slate-300'
                }`}
              />
            ))}
          </div>
        </>
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
