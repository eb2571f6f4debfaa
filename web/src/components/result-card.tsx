import { Link } from 'react-router-dom';
import { LABELS } from '../../../shared/catalogue/enums';
import { formatLocation, formatMileage, formatPrice } from '../../../shared/format';
import type { SearchCard } from '../../../shared/search/response';
import { listingImageSrc, listingImageSrcSet } from '../lib/listing-images';
import { cardBadges, distanceText, sellerLabel, vatText, type CardBadge } from '../lib/card-copy';

/** One column below 640 px (image beside the text), 2 beside the panel, 3 from 1280 px. */
const CARD_SIZES =
  '(min-width: 1280px) 300px, (min-width: 768px) 30vw, (min-width: 640px) 50vw, 144px';

const BADGE_TONES: Record<CardBadge['tone'], string> = {
  featured: 'bg-accent-400 text-ink',
  ulez: 'bg-emerald-700 text-white',
};

type ResultCardProps = {
  card: SearchCard;
  /**
   * Cards in the first row load their image at once and first (one of them is the page's
   * largest paint); the rest lazily.
   */
  eager: boolean;
};

export function ResultCard({ card, eager }: ResultCardProps) {
  const badges = cardBadges(card);

  return (
    <article className="group relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:flex-col sm:rounded-xl">
      <div className="relative w-36 shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-auto">
        {card.image_url ? (
          <img
            src={listingImageSrc(card.image_url)}
            srcSet={listingImageSrcSet(card.image_url)}
            sizes={CARD_SIZES}
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full min-h-28 items-center justify-center text-sm text-muted">
            No photo yet
          </div>
        )}
        {badges.length > 0 ? (
          <ul className="absolute top-1.5 left-1.5 flex flex-col items-start gap-1 sm:top-3 sm:left-3 sm:flex-row sm:flex-wrap">
            {badges.map((badge) => (
              <li
                key={badge.label}
                className={`rounded-full px-2 py-0.5 text-xs font-bold shadow ${BADGE_TONES[badge.tone]}`}
              >
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-4">
        <h3 className="text-sm leading-snug font-semibold text-ink sm:text-base">
          {/* The whole card is clickable through the stretched link. */}
          <Link
            to={card.path}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {card.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-brand-700 sm:text-xl">
            {formatPrice(card.price)}
          </span>
          <span className="text-xs font-medium text-muted">{vatText(card.price_includes_vat)}</span>
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink sm:text-sm">
          <li>{formatMileage(card.mileage)}</li>
          <li>{LABELS.fuel_type[card.fuel_type]}</li>
          <li>{LABELS.transmission[card.transmission]}</li>
        </ul>
        <p className="mt-auto pt-1 text-xs text-muted sm:text-sm">
          {formatLocation(card.location)}
        </p>
        {card.distance_miles !== null ? (
          <p className="text-xs font-semibold text-ink sm:text-sm">
            {distanceText(card.distance_miles)}
          </p>
        ) : null}
        <p className="text-xs font-medium text-muted">{sellerLabel(card.seller_type)}</p>
      </div>
    </article>
  );
}
