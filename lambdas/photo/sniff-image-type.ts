/**
 * What an upload really is, from its first bytes (magic numbers), never from its name or the
 * content type the browser declared: s3rver enforces no POST policy, and a policy only binds
 * the declared type anyway.
 */
export type SniffedImageType = 'jpeg' | 'png' | 'webp' | 'heic';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * ISO base media file brands of HEIF still images (ISO/IEC 23008-12): HEVC-coded ('heic',
 * 'heix', 'heim', 'heis'), HEVC sequences ('hevc', 'hevx') and the generic ones ('mif1',
 * 'msf1', also used by AVIF, so they count only with a HEIC brand among the compatible ones).
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The brands of an ISO BMFF `ftyp` box at the start of the file (major first); [] if none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (size < 16 || size > bytes.length || size > 4096) return [];
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

function isHeic(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  const [major] = brands;
  if (major === undefined) return false;
  if (HEIC_BRANDS.has(major)) return true;
  return GENERIC_HEIF_BRANDS.has(major) && brands.slice(1).some((b) => HEIC_BRANDS.has(b));
}

/** JPEG, PNG, WebP or HEIC/HEIF by the file's leading bytes; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | undefined {
  // JPEG: SOI marker then the first segment's marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // WebP: a RIFF container of form type WEBP.
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (isHeic(bytes)) return 'heic';
  return undefined;
}
