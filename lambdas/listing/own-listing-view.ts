import { photoOfUrl } from '#shared/image-keys';
import { listingSchema, type Listing } from '#shared/listing';
import {
  OWN_LISTING_ROW_FIELDS,
  type ListingPhoto,
  type OwnListing,
  type OwnListingRow,
} from '#shared/own-listings';
import type { ListingCounters } from './listing-state-repo';

/** A listing's photos in order, each with the id the seller's form and routes use. */
export function listingPhotos(listing: Pick<Listing, 'id' | 'image_urls'>): ListingPhoto[] {
  return listing.image_urls.map((url, index) => ({
    id: photoOfUrl(url, listing.id)?.id ?? `photo-${index}`,
    url,
  }));
}

/** The owner's view of a listing: everything but the raw coordinates. */
export function toOwnListing(
  listing: Listing,
  counters: ListingCounters,
  rejectionReason: string | null,
): OwnListing {
  const { latitude: _lat, longitude: _lng, geohash: _hash, ...rest } = listing;
  return {
    ...rest,
    views: counters.views,
    photos: listingPhotos(listing),
    enquiries: counters.enquiries,
    saves: counters.saves,
    rejection_reason: listing.approval_status === 'rejected' ? rejectionReason : null,
    expires_at: listing.live_until ?? null,
  };
}

const rowFields = listingSchema.pick({ ...OWN_LISTING_ROW_FIELDS, image_urls: true });

/** A My Listings row (but its days in stock) from an owner index entry and the listing's counters. */
export function toOwnListingRow(
  entry: Record<string, unknown>,
  counters: ListingCounters | undefined,
): Omit<OwnListingRow, 'days_in_stock'> {
  const { image_urls, ...fields } = rowFields.parse(entry);
  return {
    ...fields,
    image_url: image_urls[0] ?? null,
    photo_count: image_urls.length,
    views: counters?.views ?? 0,
    enquiries: counters?.enquiries ?? 0,
    saves: counters?.saves ?? 0,
    reports_hidden: counters?.reports_hidden ?? false,
    expired: counters?.expired ?? false,
    expires_at: counters?.live_until ?? null,
  };
}
