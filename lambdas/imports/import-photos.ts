import { imageVariantKey, listingPhotoUrl } from '../../shared/image-keys';
import { renderPhotoVariants, type PhotoVariant } from '../images/photo-variants';
import type { ImportRunDeps } from './deps';

/*
 * An imported row's photos: each URL through the URL guard, then the photo processor's own
 * checks and rendering (lambdas/images/photo-variants.ts: the bytes' type, the pixel limit
 * before decoding, EXIF orientation applied, WebP widths, no metadata kept), then the variants
 * written under the listing. Nothing is written unless every image of the row passed, so a
 * refused row leaves no files behind.
 */

export type ImportedPhotos = { ok: true; imageUrls: string[] } | { ok: false; url: string };

/**
 * A photo's id within its listing: its place in the row, so a retried row writes the same keys
 * again rather than new ones.
 */
export const importedPhotoId = (index: number) => `photo-${index + 1}`;

export async function importPhotos(
  deps: Pick<ImportRunDeps, 'fetchImage' | 'putPhotoVariant' | 'log'>,
  listingId: string,
  urls: readonly string[],
): Promise<ImportedPhotos> {
  // Fetched together (each waits on a remote host), rendered one at a time (each decodes).
  const fetched = await Promise.all(urls.map((url) => deps.fetchImage(url)));
  const rendered: PhotoVariant[][] = [];
  for (const [index, url] of urls.entries()) {
    const image = fetched[index]!;
    if (!image.ok) {
      deps.log?.('Import image refused', { url, reason: image.reason });
      return { ok: false, url };
    }
    const photo = await renderPhotoVariants(image.bytes);
    if (!photo.ok) {
      deps.log?.('Import image refused', { url, reason: photo.rejection, detail: photo.detail });
      return { ok: false, url };
    }
    rendered.push(photo.variants);
  }
  for (const [index, variants] of rendered.entries()) {
    for (const variant of variants) {
      await deps.putPhotoVariant(
        imageVariantKey(listingId, importedPhotoId(index), variant.variantWidth),
        variant.body,
      );
    }
  }
  return {
    ok: true,
    imageUrls: rendered.map((_, index) => listingPhotoUrl(listingId, importedPhotoId(index))),
  };
}
