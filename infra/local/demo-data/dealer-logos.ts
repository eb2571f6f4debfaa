import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { dealerLogoKey } from '#shared/image-keys';
import { IMAGE_WIDTHS } from '#infra/stack/definitions/buckets';
import { Rng } from './random';

/** The demo logos' upload id: a fixed name, so a seed run again overwrites the same files. */
export const DEMO_LOGO_ID = 'demo-logo-1';

const PALETTES = [
  ['#0b4f8a', '#f2b705'],
  ['#7a1f2b', '#f4f1ea'],
  ['#1d5c3a', '#e9c46a'],
  ['#243b55', '#ff7f50'],
  ['#3d2c8d', '#f7d716'],
  ['#114b5f', '#c6dabf'],
  ['#8a3b12', '#fde8c9'],
] as const;

/** 'Tyne & Wear Commercials' -> 'TW'. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A demo dealer's logo, drawn as the demo photos are (an SVG rasterised by sharp): a badge in
 * the dealer's colours with a van's outline and their initials, on a 3:2 canvas like a photo.
 */
export function dealerLogoSvg(seed: string, name: string): string {
  const rng = new Rng('dealer-logo', seed);
  const [ink, accent] = rng.pick(PALETTES);
  const initials = initialsOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#ffffff"/>
  <rect x="40" y="120" width="1120" height="560" rx="90" fill="${ink}"/>
  <rect x="72" y="152" width="1056" height="496" rx="66" fill="none" stroke="${accent}" stroke-width="16"/>
  <g transform="translate(-230 20)">
    <path d="M380 470 L380 360 Q380 330 410 330 L700 330 L790 390 L820 400 Q830 405 830 420 L830 470 Z" fill="${accent}"/>
    <circle cx="465" cy="475" r="38" fill="${ink}" stroke="${accent}" stroke-width="14"/>
    <circle cx="745" cy="475" r="38" fill="${ink}" stroke="${accent}" stroke-width="14"/>
    <path d="M705 345 L770 392 L705 392 Z" fill="${ink}"/>
  </g>
  <text x="850" y="480" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="230" fill="${accent}">${initials}</text>
</svg>`;
}

/** The logo's web-sized variants, as the photo processor would write them. */
export async function renderLogo(svg: string): Promise<Map<number, Buffer>> {
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const webp = await sharp(Buffer.from(svg), { density: (72 * width) / 1200 })
        .resize(width, Math.round((width * 2) / 3), { fit: 'fill' })
        .webp({ quality: 85, effort: 1 })
        .toBuffer();
      return [width, webp] as const;
    }),
  );
  return new Map(variants);
}

/** Draws and stores a demo dealer's logo under the keys a dealer's upload would be copied to. */
export async function uploadDealerLogo(
  deps: { s3: S3Client; bucket: string },
  dealer: { id: string; full_name: string },
): Promise<void> {
  const rendered = await renderLogo(dealerLogoSvg(dealer.id, dealer.full_name));
  await Promise.all(
    [...rendered].map(([width, body]) =>
      deps.s3.send(
        new PutObjectCommand({
          Bucket: deps.bucket,
          Key: dealerLogoKey(dealer.id, DEMO_LOGO_ID, width),
          Body: body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    ),
  );
}
