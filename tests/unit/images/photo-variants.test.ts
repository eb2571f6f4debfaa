import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkPhotoBytes,
  checkPixelCount,
  HEIC_DECODES,
  MAX_PHOTO_BYTES,
  renderPhotoVariants,
} from '#lambdas/photo/photo-variants';
import { MAX_PHOTO_PIXELS } from '#shared/photo-rejections';
import {
  cameraJpeg,
  gpsOfExif,
  heicContainer,
  NOT_IMAGES,
  plainPng,
  pngBomb,
} from './photo-fixtures';

describe('photo limits', () => {
  it('reads files of 1 byte to 5 MB (5,242,880 bytes), no more, and no empty file', () => {
    expect(MAX_PHOTO_BYTES).toBe(5_242_880);
    expect(checkPhotoBytes(1)).toBeUndefined();
    expect(checkPhotoBytes(5_242_880)).toBeUndefined();
    expect(checkPhotoBytes(5_242_881)).toBe('tooLarge');
    expect(checkPhotoBytes(6 * 1024 * 1024)).toBe('tooLarge');
    expect(checkPhotoBytes(0)).toBe('notAnImage');
  });

  it('decodes at most 50 megapixels', () => {
    expect(MAX_PHOTO_PIXELS).toBe(50_000_000);
    expect(checkPixelCount(4000, 3000)).toBeUndefined();
    expect(checkPixelCount(10_000, 5_000)).toBeUndefined();
    expect(checkPixelCount(7072, 7071)).toBe('tooManyPixels');
    expect(checkPixelCount(20_000, 20_000)).toBe('tooManyPixels');
    // A long thin strip counts its pixels, not its sides.
    expect(checkPixelCount(100, 500_001)).toBe('tooManyPixels');
    expect(checkPixelCount(0, 100)).toBe('unreadable');
  });
});

describe('renderPhotoVariants', () => {
  it('writes WebP variants 320, 640 and 1280 wide with no EXIF, XMP, IPTC or ICC at all', async () => {
    const input = await cameraJpeg({ width: 2000, height: 1500 });
    const source = await sharp(input).metadata();
    // The fixture really carries a location, or the test below would prove nothing.
    expect(gpsOfExif(source.exif)).toEqual({ latitudeRef: 'N', latitude: [51, 28, 38] });

    const rendered = await renderPhotoVariants(input);
    if (!rendered.ok) throw new Error(`refused: ${rendered.rejection}`);
    expect(rendered.source).toEqual({ type: 'jpeg', width: 2000, height: 1500 });
    expect(rendered.variants.map((v) => [v.variantWidth, v.width, v.height])).toEqual([
      [320, 320, 240],
      [640, 640, 480],
      [1280, 1280, 960],
    ]);
    expect([rendered.width, rendered.height]).toEqual([1280, 960]);
    for (const variant of rendered.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(variant.body.includes(Buffer.from('VanYard Test Camera'))).toBe(false);
    }
  });

  it('applies the EXIF orientation: a portrait photo stored sideways comes out portrait', async () => {
    const input = await cameraJpeg({ width: 1600, height: 1200, orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const rendered = await renderPhotoVariants(input);
    if (!rendered.ok) throw new Error(`refused: ${rendered.rejection}`);
    expect(rendered.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);
    const meta = await sharp(rendered.variants[2]!.body).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('never enlarges a small photo: every variant keeps its size', async () => {
    const rendered = await renderPhotoVariants(await plainPng(300, 200));
    if (!rendered.ok) throw new Error(`refused: ${rendered.rejection}`);
    expect(rendered.variants.map((v) => [v.variantWidth, v.width, v.height])).toEqual([
      [320, 300, 200],
      [640, 300, 200],
      [1280, 300, 200],
    ]);
  });

  it.each(Object.entries(NOT_IMAGES))('refuses a %s as not an image', async (_, bytes) => {
    expect(await renderPhotoVariants(bytes)).toEqual({ ok: false, rejection: 'notAnImage' });
  });

  it('refuses more than 5 MB before looking at the bytes', async () => {
    const big = Buffer.concat([await cameraJpeg({ width: 64, height: 64 }), Buffer.alloc(6e6)]);
    expect(await renderPhotoVariants(big)).toEqual({ ok: false, rejection: 'tooLarge' });
  });

  it('refuses a PNG decompression bomb from its header, never decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    // Its rows cut short: decoding would fail differently; the header check answers first.
    const cut = bomb.subarray(0, 200);
    for (const file of [bomb, cut]) {
      expect(await renderPhotoVariants(file)).toEqual({
        ok: false,
        rejection: 'tooManyPixels',
        detail: '20000 x 20000',
      });
    }
    // Just over the limit too; exactly 50 megapixels is processed.
    expect(await renderPhotoVariants(pngBomb(7072, 7071))).toMatchObject({
      rejection: 'tooManyPixels',
    });
    expect(await renderPhotoVariants(pngBomb(10_000, 5_000))).toMatchObject({
      ok: true,
      width: 1280,
      height: 640,
    });
  });

  it('refuses a truncated JPEG as unreadable', async () => {
    const jpeg = await cameraJpeg({ width: 800, height: 600 });
    const rendered = await renderPhotoVariants(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(rendered).toMatchObject({ ok: false, rejection: 'unreadable' });
  });

  it('refuses a file whose header is an image and whose body is garbage', async () => {
    const png = await plainPng(400, 300);
    const garbled = Buffer.concat([png.subarray(0, 40), Buffer.alloc(png.length - 40, 0x5a)]);
    expect(await renderPhotoVariants(garbled)).toMatchObject({
      ok: false,
      rejection: 'unreadable',
    });
  });
});

describe('HEIC on this machine', () => {
  it("is not decodable by sharp's prebuilt libvips (no HEVC decoder), so it is refused", async () => {
    expect(HEIC_DECODES).toBe(false);
    const heic = heicContainer(4032, 3024);
    // libheif reads the header...
    expect(await sharp(heic).metadata()).toMatchObject({
      format: 'heif',
      compression: 'hevc',
      width: 4032,
      height: 3024,
    });
    // ...but not the pixels: the same answer a real iPhone photo gets.
    await expect(sharp(heic).toBuffer()).rejects.toThrow(/HEVC|libde265/);
    expect(await renderPhotoVariants(heic)).toEqual({ ok: false, rejection: 'heicUnsupported' });
  });
});
