import { describe, expect, it } from 'vitest';
import { sniffImageType } from '#lambdas/photo/sniff-image-type';
import {
  cameraJpeg,
  heicContainer,
  NOT_IMAGES,
  plainPng,
  plainWebp,
  pngBomb,
} from './photo-fixtures';

describe('sniffImageType: the type from the bytes, not the name', () => {
  it('knows a JPEG, a PNG and a WebP made by an encoder', async () => {
    expect(sniffImageType(await cameraJpeg({ width: 64, height: 48 }))).toBe('jpeg');
    expect(sniffImageType(await plainPng(64, 48))).toBe('png');
    expect(sniffImageType(await plainWebp(64, 48))).toBe('webp');
    expect(sniffImageType(pngBomb(64, 64))).toBe('png');
  });

  it('knows a HEIC by its ftyp brands, major or (with mif1) compatible', () => {
    expect(sniffImageType(heicContainer())).toBe('heic');
    const ftyp = (brands: string[]) => {
      const body = Buffer.from(brands.join(''), 'latin1');
      const size = Buffer.alloc(4);
      size.writeUInt32BE(8 + body.length + 4);
      // major brand, minor version, then the compatible brands
      return Buffer.concat([
        size,
        Buffer.from('ftyp', 'latin1'),
        body.subarray(0, 4),
        Buffer.alloc(4),
        body.subarray(4),
        Buffer.alloc(32),
      ]);
    };
    expect(sniffImageType(ftyp(['heix', 'mif1', 'heix']))).toBe('heic');
    expect(sniffImageType(ftyp(['mif1', 'heic']))).toBe('heic');
    expect(sniffImageType(ftyp(['msf1', 'hevc']))).toBe('heic');
    // mif1 alone, or with AVIF's brands, is not a HEIC; nor is a video.
    expect(sniffImageType(ftyp(['mif1', 'avif', 'miaf']))).toBeUndefined();
    expect(sniffImageType(ftyp(['avif', 'mif1']))).toBeUndefined();
    expect(sniffImageType(ftyp(['isom', 'iso2', 'mp41']))).toBeUndefined();
  });

  it.each(Object.entries(NOT_IMAGES))('refuses a %s, whatever it is called', (_, bytes) => {
    expect(sniffImageType(bytes)).toBeUndefined();
  });

  it('refuses a file that only starts like an image or is cut before its signature', () => {
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('GIF89a', 'latin1'))).toBeUndefined();
    // A JPEG's bytes after something else are not a JPEG.
    expect(sniffImageType(Buffer.from([0x00, 0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
  });

  it('reads a view into a larger buffer correctly (S3 bodies are often slices)', async () => {
    const png = await plainPng(8, 8);
    const pool = Buffer.concat([Buffer.alloc(100, 7), png]);
    expect(sniffImageType(pool.subarray(100))).toBe('png');
    const heic = heicContainer();
    const heicPool = Buffer.concat([Buffer.alloc(3, 1), heic]);
    expect(sniffImageType(heicPool.subarray(3))).toBe('heic');
  });
});
