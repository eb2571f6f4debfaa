import { Link } from 'react-router-dom';
import type { AdminListingDetail } from '#shared/admin/listings';
import { formatLocation, formatNumber, formatPrice } from '#shared/format';
import { ListingImage } from '../../ui/listing-image';
import { descriptionParagraphs } from '../../lib/description-paragraphs';
import { AuditTrail } from '../ui/audit-trail';
import { ListingStateBadge } from '../../ui/listing-state-badge';
import { Badge } from '../../ui/badge';
import { ChangesTable } from '../ui/changes-table';
import { CARD, TEXT_LINK } from '../../ui/styles';
import { adminDate } from '../ui/format';
import { ROLE_LABELS, TAG_LABELS, tagOf } from '../users/user-copy';
import { adminDetailRows, changesView, otherListings } from './listing-details';
import { listingName } from './listing-rows';
import { MileageFlagNote } from './mileage-flag';
import { pages } from '#shared/pages';
import { Card } from '../../ui/card';
import { TextLink } from '../../ui/text-link';

/**
 * Everything a moderator weighs about one listing (the queue's item and its own page): where it
 * stands, what changed since it was last approved, its photos, its details and description, its
 * seller with their other listings, and the admin actions taken on it.
 */
export function ListingReview({ detail }: { detail: AdminListingDetail }) {
  const { listing } = detail;
  const name = listingName(listing);
  const paragraphs = descriptionParagraphs(listing.description);
  return (
    <div className="grid gap-6">
      <StandingPanel detail={detail} />
      <ChangesPanel detail={detail} />
      <PhotosPanel name={name} photos={listing.photos} added={detail.photo_changes?.added ?? []} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card headingId="review-details" title="Key details">
          <dl className="mt-3 divide-y divide-slate-100">
            {adminDetailRows(listing).map((row) => (
              <div key={row.label} className="flex justify-between gap-4 py-2 text-sm">
                <dt className="text-muted">{row.label}</dt>
                <dd className="text-right font-medium break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card headingId="review-description" title="Description">
          <div className="mt-3 space-y-3 leading-relaxed break-words text-ink">
            {paragraphs.length > 0 ? (
              paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <p className="text-muted">No description.</p>
            )}
          </div>
        </Card>
      </div>
      <SellerPanel detail={detail} />
      <AuditTrail entries={detail.audit} id="review-audit" />
    </div>
  );
}

function StandingPanel({ detail }: { detail: AdminListingDetail }) {
  const { listing } = detail;
  return (
    <section aria-labelledby="review-standing" className={CARD}>
      <h2 id="review-standing" className="sr-only">
        Where it stands
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <ListingStateBadge listing={listing} />
        {listing.owner_disabled ? <Badge tone="negative">Owner disabled</Badge> : null}
      </div>
      <MileageFlagNote flag={detail.mileage_flag} />
      <p className="mt-3 text-lg text-ink">
        <span className="font-bold">{formatPrice(listing.price)}</span>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {formatLocation(listing.location)} ({listing.postcode})
      </p>
      {listing.approval_status === 'rejected' && listing.rejection_reason ? (
        <p className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-900">
          <span className="font-semibold">Rejected: </span>
          {listing.rejection_reason}
        </p>
      ) : null}
    </section>
  );
}

function ChangesPanel({ detail }: { detail: AdminListingDetail }) {
  const view = changesView(detail);
  return (
    <Card
      headingId="review-changes"
      title={view.kind === 'new' ? 'New listing' : 'Changes since it was last approved'}
    >
      {view.kind === 'new' ? (
        <p className="mt-2 text-muted">
          This listing has never been approved: everything below is new.
        </p>
      ) : view.kind === 'unchanged' ? (
        <p className="mt-2 text-muted">Nothing has changed since it was last approved.</p>
      ) : (
        <>
          {view.fields.length > 0 ? (
            <ChangesTable
              caption="Fields changed since the last approved version"
              changes={view.fields}
              variant="review"
            />
          ) : (
            <p className="mt-2 text-muted">No fields changed.</p>
          )}
          <p className="mt-3 text-sm text-ink">
            Photos: {view.added.length} added, {view.removed.length} removed.
          </p>
          {view.removed.length > 0 ? (
            <>
              <h3 className="mt-3 text-sm font-semibold text-ink">Photos removed</h3>
              <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {view.removed.map((url, index) => (
                  <li key={url}>
                    <ListingImage
                      url={url}
                      variant={320}
                      sizes="160px"
                      alt={`Removed photo ${index + 1}`}
                      loading="lazy"
                      width={320}
                      height={240}
                      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover opacity-70"
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </Card>
  );
}

function PhotosPanel({
  name,
  photos,
  added,
}: {
  name: string;
  photos: AdminListingDetail['listing']['photos'];
  added: readonly string[];
}) {
  const fresh = new Set(added);
  return (
    <Card headingId="review-photos" title={'Photos ({photos.length})'}>
      {photos.length === 0 ? (
        <p className="mt-2 text-muted">No photos.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <ListingImage
                url={photo.url}
                variant={640}
                sizes="(min-width: 1280px) 20vw, (min-width: 640px) 30vw, 50vw"
                alt={`Photo ${index + 1} of ${photos.length}: ${name}`}
                loading="lazy"
                width={640}
                height={480}
                className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
              />
              <span className="absolute top-2 left-2 flex flex-wrap gap-1">
                {index === 0 ? <Badge tone="neutral">Main photo</Badge> : null}
                {fresh.has(photo.url) ? <Badge tone="waiting">New</Badge> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function SellerPanel({ detail }: { detail: AdminListingDetail }) {
  const { seller, listing } = detail;
  const others = otherListings(detail.seller_listings, listing.id);
  return (
    <Card headingId="review-seller" title="Seller">
      {seller ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Name</dt>
          <dd>
            <TextLink to={pages.adminUser.build({ userId: seller.id })}>
              {seller.full_name || seller.email}
            </TextLink>
          </dd>
          <dt className="text-muted">E-mail</dt>
          <dd className="break-all text-ink">{seller.email}</dd>
          <dt className="text-muted">Role</dt>
          <dd className="text-ink">{ROLE_LABELS[seller.role]}</dd>
          <dt className="text-muted">Tag</dt>
          <dd className="text-ink">{TAG_LABELS[tagOf(seller)]}</dd>
          <dt className="text-muted">Joined</dt>
          <dd className="text-ink">{adminDate(seller.created_at)}</dd>
          {seller.disabled ? (
            <>
              <dt className="text-muted">Account</dt>
              <dd className="font-semibold text-red-800">Disabled</dd>
            </>
          ) : null}
          <dt className="text-muted">Listings</dt>
          <dd className="text-ink">
            {formatNumber(detail.seller_listing_counts.active)} active,{' '}
            {formatNumber(detail.seller_listing_counts.sold)} sold
          </dd>
        </dl>
      ) : (
        <p className="mt-2 text-muted">
          The seller has no profile (account {listing.user_id}).{' '}
          <TextLink to={pages.adminUser.build({ userId: listing.user_id })}>
            Look the account up
          </TextLink>
        </p>
      )}
      <h3 className="mt-5 font-semibold text-ink">Their other listings</h3>
      {others.length === 0 ? (
        <p className="mt-1 text-sm text-muted">None.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {others.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={pages.adminListing.build({ listingId: row.id })}
                className={`${TEXT_LINK} break-words`}
              >
                {listingName(row)}
              </Link>
              <span className="flex gap-2">
                <ListingStateBadge listing={row} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
