import { imageVariantKey } from '../../stack/definitions/buckets';
import { hashId, type Rng } from './random';
import type { SizeClass } from './vans';
import type { VanColour } from './colours';

/** The camera positions the renderer can draw (van-renderer/van-photo.ts). */
export const PHOTO_VIEWS = [
  'front34',
  'side',
  'rear34',
  'rear',
  'front',
  'front34-offside',
  'side-offside',
  'load',
  'cab',
  'wheel',
] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/** Inside views show trim and ply, not paint: one rendering serves every colour. */
const COLOURLESS_VIEWS: ReadonlySet<PhotoView> = new Set(['load', 'cab']);

export type PhotoSpec = {
  imageId: string;
  view: PhotoView;
  /** Lower-case colour, or 'any' for views where the paint does not show. */
  colour: string;
  sizeClass: SizeClass;
};

/** Everything that changes the pixels, and so the key of the render cache and of stock images. */
export function renderKey(photo: Pick<PhotoSpec, 'view' | 'colour' | 'sizeClass'>): string {
  return `${photo.view}-${photo.colour}-${photo.sizeClass}`;
}

export type ImageMode = 'per-listing' | 'stock';

/**
 * Stock mode (big seeds): each distinct rendering is stored once and listings share it.
 * Per-listing mode uses the keys of the real upload pipeline.
 */
export function stockImageKey(key: string, width: number): string {
  return `images/stock/${key}/${width}.webp`;
}

export function photoObjectKey(
  listingId: string,
  photo: PhotoSpec,
  width: number,
  mode: ImageMode,
): string {
  return mode === 'stock'
    ? stockImageKey(renderKey(photo), width)
    : imageVariantKey(listingId, photo.imageId, width);
}

/** The URL the site stores: the 640 px variant, served at the key's path. */
export const LISTING_IMAGE_WIDTH = 640;

const AFTER_HERO: readonly [PhotoView, number][] = [
  ['side', 1],
  ['rear34', 2],
  ['rear', 3],
  ['front', 4],
  ['cab', 4.5],
  ['load', 5],
  ['side-offside', 6],
  ['front34-offside', 7],
  ['wheel', 8],
];

/** 3 to 10 photos the way sellers take them: a front three-quarter first, then a walk round. */
export function planPhotos(
  rng: Rng,
  listingId: string,
  opts: { count: number; colour: VanColour; sizeClass: SizeClass },
): PhotoSpec[] {
  const hero: PhotoView = rng.chance(0.85) ? 'front34' : 'side';
  const rest = AFTER_HERO.filter(([view]) => view !== hero)
    .map(([view, order]) => [view, order + rng.range(0, 3)] as const)
    .sort((a, b) => a[1] - b[1])
    .map(([view]) => view);
  const views = [hero, ...rest, ...(hero === 'side' ? (['front34'] as const) : [])].slice(
    0,
    opts.count,
  );
  return views.map((view, position) => ({
    imageId: hashId(10, listingId, 'photo', position),
    view,
    colour: COLOURLESS_VIEWS.has(view) ? 'any' : opts.colour.toLowerCase(),
    sizeClass: opts.sizeClass,
  }));
}
