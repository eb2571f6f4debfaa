/**
 * Test images for the photo processor, made on the spot: real JPEG/PNG/WebP from sharp
 * (a JPEG carrying GPS EXIF and an orientation), a hand-built HEIC container (HEVC-coded, as an
 * iPhone's), a PNG decompression bomb, and files that are no image at all. Also a small EXIF
 * reader, so a test can prove the input carries GPS before it proves the output does not.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Greenwich Park: 51° 28' 38" N, 0° 0' 0" W. */
export const GPS_EXIF = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 28/1 38/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 0/1 1/1',
};

/** A photo-like image: a gradient-free colour with noise, so it compresses like a photo. */
function noisy(width: number, height: number, sigma = 30) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 70, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 110, sigma },
    },
  });
}

/**
 * A JPEG as a phone writes it: EXIF with GPS coordinates (and the camera's orientation, 6 =
 * the pixels must be turned 90° clockwise to stand upright: a portrait photo stored landscape).
 */
export async function cameraJpeg(options: {
  width: number;
  height: number;
  orientation?: number;
  quality?: number;
  sigma?: number;
}): Promise<Buffer> {
  let image = noisy(options.width, options.height, options.sigma)
    .jpeg({ quality: options.quality ?? 85 })
    .withExif({ IFD0: { Make: 'VanYard Test Camera' }, IFD3: GPS_EXIF });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

export async function plainPng(width: number, height: number): Promise<Buffer> {
  return noisy(width, height).png().toBuffer();
}

export async function plainWebp(width: number, height: number): Promise<Buffer> {
  return noisy(width, height).webp().toBuffer();
}

// PNG by hand ----------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid 1-bit greyscale PNG of `width` x `height` whose IDAT is deflated rows of zeros: at
 * 20,000 x 20,000 (400 megapixels, 50 MB of rows) about 50 KB on disk. Decoding it is what a
 * decompression bomb wants; the processor must refuse it from the header.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the pixels
  const idat = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// HEIC by hand ---------------------------------------------------------------------------------

const u8 = (n: number) => Buffer.from([n]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const text = (s: string) => Buffer.from(s, 'latin1');
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, u8(version), Buffer.from([0, 0, 0]), ...parts);

/**
 * A structurally valid HEIC (ISO/IEC 23008-12) as an iPhone writes it: brands 'heic'/'mif1',
 * one 'hvc1' (HEVC) primary item with its decoder configuration and size. Its coded data is
 * a stub: libheif reads the header (format heif, compression hevc) and, without an HEVC
 * decoder, refuses the pixels exactly as it refuses a real photo's.
 */
export function heicContainer(width = 4032, height = 3024): Buffer {
  const ftyp = box('ftyp', text('heic'), u32(0), text('mif1'), text('heic'));
  const hvcC = box(
    'hvcC',
    Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0x00, 0xfc, 0xfd]),
    Buffer.from([0xf8, 0xf8, 0, 0, 0x0f, 0]),
  );
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const iprp = box(
    'iprp',
    box('ipco', hvcC, ispe),
    fullBox('ipma', 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)),
  );
  const hdlr = fullBox('hdlr', 0, u32(0), text('pict'), u32(0), u32(0), u32(0), u8(0));
  const pitm = fullBox('pitm', 0, u16(1));
  const iinf = fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), text('hvc1'), u8(0)));
  const coded = Buffer.from([0, 0, 0, 4, 0x26, 0x01, 0xaf, 0x00]);
  const iloc = (offset: number) =>
    fullBox('iloc', 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(8));
  const meta = (offset: number) => fullBox('meta', 0, hdlr, pitm, iloc(offset), iinf, iprp);
  const dataOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box('mdat', coded)]);
}

// Not images -----------------------------------------------------------------------------------

/** Files a seller might rename to .jpg: none of them is an image. */
export const NOT_IMAGES: Record<string, Buffer> = {
  'Windows .exe (MZ/PE)': Buffer.concat([
    text('MZ'),
    Buffer.alloc(58),
    u32(0x80).reverse(),
    Buffer.alloc(60),
    text('PE\0\0'),
    Buffer.alloc(512, 0x90),
  ]),
  'Linux ELF binary': Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
    Buffer.alloc(512, 0x41),
  ]),
  'PDF document': text(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n',
  ),
  'text file': text('These are the photos of my van, honest.\n'.repeat(20)),
  'AVIF (an image, but not an accepted type)': Buffer.concat([
    box('ftyp', text('avif'), u32(0), text('mif1'), text('avif'), text('miaf')),
    Buffer.alloc(64),
  ]),
  'two bytes of a JPEG marker': Buffer.from([0xff, 0xd8]),
};

// EXIF -----------------------------------------------------------------------------------------

/**
 * The GPS tags of a JPEG's EXIF block as sharp's `metadata().exif` returns it ("Exif\0\0" then
 * a TIFF structure): latitude ref and the latitude's three rationals, or undefined when the
 * block has no GPS IFD. Enough to prove a fixture carries a location.
 */
export function gpsOfExif(
  exif: Buffer | undefined,
): { latitudeRef: string; latitude: number[] } | undefined {
  if (!exif || exif.toString('latin1', 0, 4) !== 'Exif') return undefined;
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const read16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const read32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: read16(ifd) }, (_, i) => {
      const at = ifd + 2 + i * 12;
      return { tag: read16(at), count: read32(at + 4), valueAt: at + 8 };
    });
  const gpsPointer = entries(read32(4)).find((e) => e.tag === 0x8825);
  if (!gpsPointer) return undefined;
  const gps = entries(read32(gpsPointer.valueAt));
  const ref = gps.find((e) => e.tag === 1);
  const latitude = gps.find((e) => e.tag === 2);
  if (!ref || !latitude) return undefined;
  const rationals = read32(latitude.valueAt);
  return {
    latitudeRef: tiff.toString('latin1', ref.valueAt, ref.valueAt + 1),
    latitude: [0, 1, 2].map((i) => read32(rationals + i * 8) / read32(rationals + i * 8 + 4)),
  };
}
