import { listingImageSrc } from '../../lib/listing-images';

/**
 * The dealer's logo, or their initials on a brand tile when they have none. Decorative: the
 * dealer's name is the heading beside it.
 */
export function DealerLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  // 3:2, as the photo pipeline writes every image (a logo is processed as a photo is).
  const box =
    'h-16 w-24 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white sm:h-24 sm:w-36';
  if (logoUrl) {
    return (
      <div className={box}>
        <img
          src={listingImageSrc(logoUrl, 320)}
          width={320}
          height={213}
          alt=""
          className="size-full object-contain"
        />
      </div>
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <div
      aria-hidden="true"
      className={`${box} flex items-center justify-center bg-brand-700 text-2xl font-extrabold text-white`}
    >
      {initials || '?'}
    </div>
  );
}
