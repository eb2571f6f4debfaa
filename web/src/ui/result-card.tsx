import { Link } from 'react-router-dom';
import { LABELS } from '#shared/catalogue/enums';
import { formatLocation, formatMileage, formatPrice } from '#shared/format';
import { cardHeadlineText } from '#shared/listing-headline';
import type { SearchCard } from '#shared/search/response';
import { pages } from '#shared/pages';
import { cardLoadFacts } from '#shared/search/card-load-text';
import { PRICE_REDUCED_LABEL } from '#shared/price-history';
import { listingImageSrc, listingImageSrcSet } from '../lib/listing-images';
import {
  cardBadges,
  distanceText,
  monthlyText,
  sellerLabel,
  vatText,
  type CardBadge,
} from '../lib/card-copy';
import { PriceBandBadge } from './price-band-badge';
import { SaveVanButton } from './save-van-button';

/**
 * The same card in two arrangements:
 * - 'list' (results, similar vans): one column below 640 px with the photo beside the text, then
 *   a grid of 2 beside the panel and 3 from 1280 px;
 * - 'grid' (the home page's featured and nearby vans): photo above the text at every width, 2
 *   columns on a phone, then 3 and 4.
 */
export type CardLayout = 'list' | 'grid';

const CARD_SIZES: Record<CardLayout, string> = {
  list: '(min-width: 1280px) 300px, (min-width: 768px) 30vw, (min-width: 640px) 50vw, 144px',
  grid: '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, 50vw',
};

const LAYOUT_CLASSES: Record<CardLayout, { card: string; photo: string; placeholder: string }> = {
  list: {
    card: 'sm:flex-col',
    photo: 'w-36 shrink-0 sm:aspect-[4/3] sm:w-auto',
    placeholder: 'min-h-28',
  },
  grid: { card: 'flex-col', photo: 'aspect-[4/3]', placeholder: '' },
};

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
  layout?: CardLayout;
};

/**
 * A van's card wherever buyers browse (results, similar vans, the home page's featured and
 * nearby vans): photo with the Featured and ULEZ badges, the built title with the seller's own
 * headline under it (one line, cut with an ellipsis, the whole of it in the title attribute),
 * price with its VAT words and 'Price reduced' after a recent cut, mileage, fuel, transmission, place, distance and seller type.
 */
export function ResultCard({ card, eager, layout = 'list' }: ResultCardProps) {
  const badges = cardBadges(card);
  const classes = LAYOUT_CLASSES[layout];
  const loadFacts = cardLoadFacts(card);

  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md sm:rounded-xl ${classes.card}`}
    >
      <div className={`relative bg-slate-100 ${classes.photo}`}>
        {card.image_url ? (
          <img
            src={listingImageSrc(card.image_url)}
            srcSet={listingImageSrcSet(card.image_url)}
            sizes={CARD_SIZES[layout]}
            width={640}
            height={480}
            loading={eager ? 'eager' : 'lazy'}
            // The home page's first cards load at once without jumping ahead of its other
            // first-screen requests.
            fetchPriority={eager && layout === 'list' ? 'high' : undefined}
            decoding="async"
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <div
            className={`flex size-full items-center justify-center text-sm text-muted ${classes.placeholder}`}
          >
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
        <SaveVanButton van={{ id: card.id, title: card.title, price: card.price }} />
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
        {card.headline ? (
          <p
            data-testid="card-headline"
            title={card.headline}
            // Sized by the card, never by its own length: a line that does not wrap would
            // otherwise widen the card's grid column past the screen.
            className="truncate text-xs text-muted [contain:inline-size] sm:text-sm"
          >
            {cardHeadlineText(card.headline, card.title)}
          </p>
        ) : null}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-brand-700 sm:text-xl">
            {formatPrice(card.price)}
          </span>
          <span className="text-xs font-medium text-muted">{vatText(card)}</span>
          {card.price_reduced ? (
            // Words, not a colour or an arrow alone (decision 077).
            <span
              data-testid="card-price-reduced"
              className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800"
            >
              {PRICE_REDUCED_LABEL}
            </span>
          ) : null}
        </p>
        {card.price_band || card.monthly_price ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {card.price_band ? <PriceBandBadge band={card.price_band} /> : null}
            {card.monthly_price ? (
              <span data-testid="card-monthly" className="text-xs text-muted">
                {monthlyText(card.monthly_price)}
              </span>
            ) : null}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-ink sm:text-sm">
          <li>{formatMileage(card.mileage)}</li>
          <li>{LABELS.fuel_type[card.fuel_type]}</li>
          <li>{LABELS.transmission[card.transmission]}</li>
        </ul>
        {loadFacts.length > 0 ? (
          <ul
            data-testid="card-load"
            className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs font-medium text-brand-700 sm:text-sm"
          >
            {loadFacts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto pt-1 text-xs text-muted sm:text-sm">
          {formatLocation(card.location)}
        </p>
        {card.distance_miles !== null ? (
          <p className="text-xs font-semibold text-ink sm:text-sm">
            {distanceText(card.distance_miles)}
          </p>
        ) : null}
        <p className="text-xs font-medium text-muted">
          {sellerLabel(card.seller_type)}
          {card.dealer ? (
            <>
              {' · '}
              {/* Above the card's stretched link, so it opens the dealer's page (decision 069). */}
              <Link
                to={pages.dealer.build({ slug: card.dealer.slug })}
                data-testid="card-dealer"
                className="relative z-10 text-brand-700 underline-offset-4 hover:underline"
              >
                {card.dealer.name}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
