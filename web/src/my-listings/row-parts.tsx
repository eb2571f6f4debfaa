import { Link } from 'react-router-dom';
import { formatLongDate, listingTitle } from '#shared/format';
import { cardHeadlineText, sellerHeadline } from '#shared/listing-headline';
import type { OwnListing, OwnListingRow } from '#shared/own-listings';
import { draftTodo, listingState } from '#shared/listing-state';
import { InfoTooltip } from '../ui/info-tooltip';
import { ListingStateBadge } from '../ui/listing-state-badge';
import { ListingImage, PLACEHOLDER_IMAGE } from '../ui/listing-image';
import { TONE_CLASSES } from '../ui/badge';
import { boostLabel } from '../lib/listing-labels';
import { BADGE } from '../ui/styles';
import { relativeDay } from '../lib/relative-time';
import { pages } from '#shared/pages';
import { buttonClass } from '../ui/button';
import { expiresSoon } from '#shared/listing-expiry';
import { offersRenewal } from './owner-summary';
import { RENEW_TEXT } from './renew';
import { RenewButton } from './renew-button';

/** The row's title: year, make and model (spec 02 section 2). */
export const rowTitle = (row: OwnListingRow) => listingTitle(row);

/**
 * The seller's own Listing Title under the row's title, on one line cut with an ellipsis and
 * without a leading repeat of the row's title (the whole of it in the title attribute, and on
 * the listing's page); nothing when it only repeats year, make and model.
 */
export function RowHeadline({ row, className = '' }: { row: OwnListingRow; className?: string }) {
  const headline = sellerHeadline(row);
  if (!headline) return null;
  return (
    <p
      data-testid="row-headline"
      title={headline}
      // Sized by its row or card, never by its own length (a line that does not wrap would
      // widen the phone's grid of cards past the screen).
      className={`truncate text-sm text-muted [contain:inline-size] ${className}`}
    >
      {cardHeadlineText(headline, rowTitle(row))}
    </p>
  );
}

/** The main photo (alt: the title), or the van placeholder when it has none. */
export function ListingThumbnail({ row, className }: { row: OwnListingRow; className: string }) {
  const alt = rowTitle(row);
  return row.image_url ? (
    <ListingImage
      key={row.image_url}
      url={row.image_url}
      variant={320}
      sizes="160px"
      alt={alt}
      loading="lazy"
      width={160}
      height={120}
      className={`${className} bg-slate-100 object-cover`}
    />
  ) : (
    <img
      src={PLACEHOLDER_IMAGE}
      alt={alt}
      width={160}
      height={120}
      className={`${className} bg-slate-100 object-contain`}
    />
  );
}

/**
 * The row's one state (Draft, Pending review, Live, Expired, …) and, for a draft, what it
 * lacks; for a live listing whose advert ends within the week, the day it ends.
 */
export function RowState({ row, now = new Date() }: { row: OwnListingRow; now?: Date }) {
  const state = listingState(row);
  const todo = state === 'draft' ? draftTodo(row.photo_count) : null;
  const ends =
    state === 'live' && row.expires_at && expiresSoon(row.expires_at, now)
      ? RENEW_TEXT.endsSoon(formatLongDate(row.expires_at))
      : null;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <ListingStateBadge listing={row} />
      {todo ? <span className="text-xs font-medium text-violet-900">{todo}</span> : null}
      {ends ? <span className="text-xs font-medium text-orange-950">{ends}</span> : null}
    </span>
  );
}

/**
 * The boost line: 'Featured until 05 Mar 2026' (plain 'Featured' when `short`), or 'Boost
 * expired' with a tip, reachable by keyboard, suggesting a renewal.
 */
export function BoostBadge({ row, now, short }: { row: OwnListingRow; now: Date; short: boolean }) {
  const label = boostLabel(row, now);
  if (!label) return null;
  if (label.kind === 'expired') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span className={`${BADGE} ${TONE_CLASSES.neutral}`}>{label.text}</span>
        <InfoTooltip label={`About the expired boost of ${rowTitle(row)}`} text={label.hint} />
      </span>
    );
  }
  return (
    <span className={`${BADGE} bg-accent-300 text-ink ring-amber-700/40`}>
      <span aria-hidden="true" className="mr-1">
        ★
      </span>
      {short ? label.short : label.text}
    </span>
  );
}

/** 'today', '3 days ago', …; the full date in the <time> element and its title. */
export function SoldDate({ row, now }: { row: OwnListingRow; now: Date }) {
  const relative = relativeDay(row.updated_at, now);
  const full = formatLongDate(row.updated_at);
  return (
    <time dateTime={row.updated_at} title={full}>
      {relative ?? full}
    </time>
  );
}

type ActionsProps = {
  row: OwnListingRow;
  now: Date;
  onMarkSold: (row: OwnListingRow) => void;
  /** A renewal's answer, to show at once in the row (decision 072). */
  onRenewed?: ((listing: OwnListing) => void) | undefined;
  /** Cards stretch the three controls across their width. */
  className?: string;
  controlClassName?: string;
};

/**
 * Edit, Boost and Sold: named with the listing's title ('Edit 2019 Ford Transit'). A draft has
 * Complete (the edit form, where photos are added and it is submitted for review) instead of
 * Edit and Boost: it cannot be boosted before it is live. An expired listing has Renew instead
 * of Boost; a live one ending within the week has Renew too (decision 072).
 */
export function RowActions({
  row,
  now,
  onMarkSold,
  onRenewed,
  className = '',
  controlClassName = '',
}: ActionsProps) {
  const title = rowTitle(row);
  const state = listingState(row);
  const draft = state === 'draft';
  return (
    <div className={className}>
      {offersRenewal(row, now) ? (
        <RenewButton
          id={row.id}
          title={title}
          className={controlClassName}
          {...(onRenewed ? { onRenewed } : {})}
        />
      ) : null}
      {draft ? (
        <Link
          to={pages.editListing.build({ listingId: row.id })}
          aria-label={`Complete ${title}: add photos and submit it for review`}
          className={`${buttonClass({ variant: 'secondary', size: 'sm' })} border-violet-700 text-violet-900 ${controlClassName}`}
        >
          Complete
        </Link>
      ) : (
        <>
          <Link
            to={pages.editListing.build({ listingId: row.id })}
            aria-label={`Edit ${title}`}
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${controlClassName}`}
          >
            Edit
          </Link>
          {state === 'expired' ? null : (
            <Link
              to={pages.boostListing.build({ listingId: row.id })}
              aria-label={`Boost ${title}`}
              className={`${buttonClass({ variant: 'boost', size: 'sm' })} ${controlClassName}`}
            >
              Boost
            </Link>
          )}
        </>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Mark ${title} as sold`}
        onClick={() => onMarkSold(row)}
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${controlClassName}`}
      >
        Sold
      </button>
    </div>
  );
}
