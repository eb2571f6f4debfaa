/**
 * The photo processor's checks and rendering, on bytes in memory (no AWS): size, magic
 * numbers, pixel count from the header before anything is decoded, then the EXIF orientation
 * applied and WebP variants at IMAGE_WIDTHS with no metadata at all (no EXIF, so no GPS; no
 * XMP, no ICC profile). Used by the S3-triggered handler and by `npm run bench`.
 */
import sharp, { type Metadata } from 'sharp';
import { IMAGE_WIDTHS } from '#shared/image-keys';
import { LISTING_LIMITS } from '#shared/listing-form';
import { MAX_PHOTO_PIXELS, type PhotoRejection } from '#shared/photo-rejections';
import { sniffImageType, type SniffedImageType } from './sniff-image-type';

// One photo at a time per container: libvips' operation cache would only hold on to memory.
sharp.cache(false);

export const MAX_PHOTO_BYTES = LISTING_LIMITS.maxPhotoBytes;
export const WEBP_QUALITY = 80;
/**
 * A variant is at most this many times as tall as it is wide (a 1280 variant fits 1280 x 5120):
 * ordinary photos get exactly their width, an extreme strip stays within WebP's 16,383 px side.
 */
const MAX_HEIGHT_PER_WIDTH = 4;

/**
 * Whether this libvips decodes HEVC-coded HEIF, i.e. iPhone HEIC photos. sharp's prebuilt
 * libvips (the one bundled for Lambda too) has libheif without the HEVC decoder (libde265,
 * patent-encumbered): it reads a HEIC header but not its pixels, and lists only '.avif' as a
 * heif suffix. So HEIC is refused with a message asking for a JPEG (docs/photos.md).
 */
export const HEIC_DECODES = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

/** sharp's format name of each accepted type, as `metadata().format` reports it. */
const SHARP_FORMAT: Record<SniffedImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  heic: 'heif',
};

/**
 * How the input is opened for decoding: the pixel limit is the second guard behind the header
 * check; 'truncated' refuses a cut-off file while tolerating the minor warnings of some cameras.
 */
const DECODE_OPTIONS = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' } as const;

/** A file of this many bytes may be read (0 bytes is no image; over 5 MB is refused unread). */
export function checkPhotoBytes(bytes: number): PhotoRejection | undefined {
  if (bytes <= 0) return 'notAnImage';
  if (bytes > MAX_PHOTO_BYTES) return 'tooLarge';
  return undefined;
}

/** An image of these dimensions may be decoded (at most 50 megapixels). */
export function checkPixelCount(width: number, height: number): PhotoRejection | undefined {
  if (!(width > 0 && height > 0)) return 'unreadable';
  return width * height > MAX_PHOTO_PIXELS ? 'tooManyPixels' : undefined;
}

export type PhotoVariant = {
  /** The variant's nominal width (its key: 320, 640 or 1280). */
  variantWidth: number;
  /** Its real size: smaller than nominal for a smaller source (never enlarged). */
  width: number;
  height: number;
  body: Buffer;
};

export type RenderedPhoto =
  | {
      ok: true;
      source: { type: SniffedImageType; width: number; height: number };
      variants: PhotoVariant[];
      /** The largest variant's size, as the upload record keeps it. */
      width: number;
      height: number;
    }
  | { ok: false; rejection: PhotoRejection; detail?: string };

const refuse = (rejection: PhotoRejection, detail?: string): RenderedPhoto => ({
  ok: false,
  rejection,
  ...(detail ? { detail } : {}),
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Checks an upload's bytes and renders its variants, or says why it is refused. Never throws
 * for a bad file: every decoding error is a refusal.
 */
export async function renderPhotoVariants(bytes: Buffer): Promise<RenderedPhoto> {
  const sizeRejection = checkPhotoBytes(bytes.length);
  if (sizeRejection) return refuse(sizeRejection);
  const type = sniffImageType(bytes);
  if (!type) return refuse('notAnImage');
  if (type === 'heic' && !HEIC_DECODES) return refuse('heicUnsupported');
  // The undecodable (HEVC) part of a HEIC shows only when its pixels are read.
  const unreadable = type === 'heic' ? 'heicUnsupported' : 'unreadable';

  // Header only: a decompression bomb is refused here, before a pixel is decoded.
  // (sharp's own pixel limit is off for this read: the header is all it reads, and the
  // limit below gives the seller the right message.)
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    return refuse(unreadable, messageOf(error));
  }
  if (header.format !== SHARP_FORMAT[type]) {
    return refuse('unreadable', `bytes look like ${type}, the decoder read ${header.format}`);
  }
  const pixelRejection = checkPixelCount(header.width, header.height);
  if (pixelRejection) return refuse(pixelRejection, `${header.width} x ${header.height}`);

  try {
    const variants = await renderVariants(bytes);
    const largest = variants[variants.length - 1]!;
    return {
      ok: true,
      source: { type, width: header.width, height: header.height },
      variants,
      width: largest.width,
      height: largest.height,
    };
  } catch (error) {
    const message = messageOf(error);
    if (/pixel limit/i.test(message)) return refuse('tooManyPixels', message);
    return refuse(unreadable, message);
  }
}

const fitWithin = (width: number) =>
  ({
    width,
    height: width * MAX_HEIGHT_PER_WIDTH,
    fit: 'inside',
    withoutEnlargement: true,
  }) as const;

/**
 * One decode: the source oriented by its EXIF orientation and shrunk to the largest variant
 * (JPEG shrinks on load), kept as raw pixels; each variant is then resized from those and
 * encoded as WebP. sharp writes no metadata unless asked (withMetadata/keepExif are never
 * called), so nothing of the source's EXIF, XMP, IPTC or ICC profile reaches a variant.
 */
async function renderVariants(bytes: Buffer): Promise<PhotoVariant[]> {
  const widths = [...IMAGE_WIDTHS].sort((a, b) => a - b);
  const largest = widths[widths.length - 1]!;
  const { data, info } = await sharp(bytes, DECODE_OPTIONS)
    .rotate()
    .resize(fitWithin(largest))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };

  const variants: PhotoVariant[] = [];
  for (const variantWidth of widths) {
    const { data: body, info: out } = await sharp(data, { raw })
      .resize(fitWithin(variantWidth))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ variantWidth, width: out.width, height: out.height, body });
  }
  return variants;
}
