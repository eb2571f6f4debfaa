import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '#infra/stack/definitions/buckets';
import { BoundedRunner } from '../../concurrency';
import { renderKey, type PhotoSpec } from '../photos';
import { SVG_WIDTH } from './svg';
import { vanPhotoSvg } from './van-photo';

export type RenderedPhoto = ReadonlyMap<number, Buffer>;

/** 3:2, as the listing gallery expects: 1280 x 853, 640 x 427, 320 x 213. */
export const heightFor = (width: number) => Math.round((width * 2) / 3);

const WEBP = { quality: 80, effort: 1 } as const;

/**
 * Where finished WebP files are kept between runs (like other tools' caches under
 * node_modules/.cache). Files are named by a hash of the drawing and the encoder, so a change
 * to either simply misses the cache.
 */
export const DEFAULT_PHOTO_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/vanyard-seed-photos/', import.meta.url),
);

/**
 * Renders each distinct photo (view, colour, size class) once and keeps the WebP variants in
 * memory: a few hundred renderings cover any number of listings. At most `parallel` render at a
 * time (sharp works in libuv's pool; more would only queue there, ahead of s3rver's file writes).
 */
export class PhotoRenderer {
  private readonly cache = new Map<string, Promise<RenderedPhoto>>();
  private readonly runner: BoundedRunner;
  private readonly cacheDir: string | undefined;

  constructor(options: { parallel?: number; cacheDir?: string | false } = {}) {
    this.runner = new BoundedRunner(options.parallel ?? 2);
    this.cacheDir =
      options.cacheDir === false ? undefined : (options.cacheDir ?? DEFAULT_PHOTO_CACHE);
  }

  get renderedCount(): number {
    return this.cache.size;
  }

  render(photo: Pick<PhotoSpec, 'view' | 'colour' | 'sizeClass'>): Promise<RenderedPhoto> {
    const key = renderKey(photo);
    let rendered = this.cache.get(key);
    if (!rendered) {
      rendered = this.runner.run(() => this.renderOrReuse(vanPhotoSvg(photo)));
      this.cache.set(key, rendered);
    }
    return rendered;
  }

  private async renderOrReuse(svg: string): Promise<RenderedPhoto> {
    if (!this.cacheDir) return renderWebp(svg);
    const hash = createHash('sha256')
      .update(JSON.stringify({ svg, WEBP, widths: IMAGE_WIDTHS, vips: sharp.versions.vips }))
      .digest('hex')
      .slice(0, 32);
    const file = (width: number) => join(this.cacheDir as string, `${hash}-${width}.webp`);
    if (IMAGE_WIDTHS.every((width) => existsSync(file(width)))) {
      return new Map(IMAGE_WIDTHS.map((width) => [width, readFileSync(file(width))]));
    }
    const rendered = await renderWebp(svg);
    try {
      mkdirSync(this.cacheDir, { recursive: true });
      for (const [width, webp] of rendered) {
        // Write then rename, so a parallel run never reads half a file.
        const temp = `${file(width)}.${process.pid}.tmp`;
        writeFileSync(temp, webp);
        renameSync(temp, file(width));
      }
    } catch {
      // The cache only saves time; a read-only or full disk must not fail the seed.
    }
    return rendered;
  }
}

async function renderWebp(svg: string): Promise<RenderedPhoto> {
  const largest = Math.max(...IMAGE_WIDTHS);
  // Rasterise once at the largest width (density scales the 1200-unit drawing), then resize.
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * largest) / SVG_WIDTH })
    .resize(largest, heightFor(largest), { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const webp = await sharp(data, { raw }).resize(width, heightFor(width)).webp(WEBP).toBuffer();
      return [width, webp] as const;
    }),
  );
  return new Map(variants);
}
