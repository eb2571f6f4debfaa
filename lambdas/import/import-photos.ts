import { imageVariantKey, listingPhotoUrl } from '#shared/image-keys';
import { renderPhotoVariants, type PhotoVariant } from '#lambdas/photo';
import type { ImportRunDeps } from './deps';

/*
 * An imported row's photos: each URL through the URL guard, then the photo processor's own
 * checks and rendering (lambdas/photo/photo-variants.ts: the bytes' type, the pixel limit
 * before decoding, EXIF orientation applied, WebP widths, no metadata kept), then the variants
 * of those that passed written under the listing. A photo that fails leaves the others be
 * (issue 28): the row is imported with the photos that worked and names the ones that did not.
 */

export type ImportedPhotos = {
  /** The 640 px URLs of the photos that passed, in the row's order. */
  imageUrls: string[];
  /** The URLs that could not be fetched or are no image the pipeline accepts, in order. */
  failed: string[];
};

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
  const rendered: { index: number; variants: PhotoVariant[] }[] = [];
  const failed: string[] = [];
  for (const [index, url] of urls.entries()) {
    const image = fetched[index]!;
    if (!image.ok) {
      deps.log?.('Import image refused', { url, reason: image.reason });
      failed.push(url);
      continue;
    }
    const photo = await renderPhotoVariants(image.bytes);
    if (!photo.ok) {
      deps.log?.('Import image refused', { url, reason: photo.rejection, detail: photo.detail });
      failed.push(url);
      continue;
    }
    rendered.push({ index, variants: photo.variants });
  }
  // Ids by the URL's place in the row, so a retried row writes the same keys again.
  for (const { index, variants } of rendered) {
    for (const variant of variants) {
      await deps.putPhotoVariant(
        imageVariantKey(listingId, importedPhotoId(index), variant.variantWidth),
        variant.body,
      );
    }
  }
  return {
    imageUrls: rendered.map(({ index }) => listingPhotoUrl(listingId, importedPhotoId(index))),
    failed,
  };
}
