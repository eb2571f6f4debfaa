import { LABELS } from '#shared/catalogue/enums';
import {
  formatLocation,
  formatLongDate,
  formatNumber,
  formatMileage,
  listingTitle,
} from '#shared/format';
import type { PublicListing, UnavailableListingDetail } from '#shared/listing-detail';
import { pageTitle } from '../lib/site';
import { descriptionParagraphs } from '../lib/description-paragraphs';
import type { Crumb } from '../lib/saved-filters';
import { pages } from '#shared/pages';

/** '2019 Ford Transit Custom for sale in Leeds | VanYard'. */
export function detailPageTitle(
  listing: Pick<PublicListing, 'year' | 'make' | 'model' | 'location'>,
) {
  return pageTitle(`${listingTitle(listing)} for sale in ${formatLocation(listing.location)}`);
}

/** The meta description: what, where, price basis and mileage, then the seller's first words. */
export function detailMetaDescription(
  listing: Pick<
    PublicListing,
    'year' | 'make' | 'model' | 'location' | 'mileage' | 'fuel_type' | 'description'
  >,
  priceText: string,
): string {
  const lead = `${listingTitle(listing)} for sale in ${formatLocation(listing.location)}: ${priceText}, ${formatMileage(listing.mileage)}, ${LABELS.fuel_type[listing.fuel_type]}.`;
  const first = descriptionParagraphs(listing.description)[0];
  return truncate(first ? `${lead} ${first}` : lead, 160);
}

/** Cut at a word boundary with an ellipsis, never longer than `max` characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Home > Used Vans > make > model > location, the last linking to the location's search. */
export function detailTrail(
  listing: Pick<
    PublicListing,
    'make' | 'model' | 'location' | 'make_slug' | 'model_slug' | 'location_slug'
  >,
): Crumb[] {
  const make = listing.make_slug;
  const model = listing.model_slug;
  return [
    { label: 'Home', href: pages.home.build(), kind: 'home' },
    { label: 'Used Vans', href: pages.usedVans.build(), kind: 'root' },
    { label: listing.make, href: pages.usedVans.build({ make }), kind: 'make' },
    { label: listing.model, href: pages.usedVans.build({ make, model }), kind: 'model' },
    {
      label: formatLocation(listing.location),
      href: pages.usedVans.build({ make, model, location: listing.location_slug }),
      kind: 'location',
    },
  ];
}

/**
 * The unavailable view's wording: 'sold' if sold, 'under review' if reported, 'no longer
 * advertised' when its days are over (decision 072), otherwise 'removed'.
 */
export function unavailableCopy(detail: UnavailableListingDetail) {
  if (detail.reason === 'expired') {
    return {
      heading: `This ${listingTitle(detail)} is no longer advertised`,
      body: "The seller's advert for this van has ended, so it is no longer for sale here. Similar vans are for sale now.",
      makeLinkText: `View other ${detail.make} ${detail.model} vans`,
      makeHref: pages.usedVans.build({ make: detail.make_slug, model: detail.model_slug }),
    };
  }
  if (detail.reason === 'under_review') {
    return {
      heading: `This ${listingTitle(detail)} is being reviewed`,
      body: 'We are checking this listing after reports from buyers. It is not shown while we look into it.',
      makeLinkText: `View other ${detail.make} vans`,
      makeHref: pages.usedVans.build({ make: detail.make_slug }),
    };
  }
  return {
    heading: `This ${listingTitle(detail)} is no longer available`,
    body: `Sorry, this van has been ${detail.reason} and is no longer available for purchase.`,
    makeLinkText: `View other ${detail.make} vans`,
    makeHref: pages.usedVans.build({ make: detail.make_slug }),
  };
}

export type DetailRow = { label: string; value: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function historyRows(listing: PublicListing): DetailRow[] {
  return [
    {
      label: 'MOT expiry',
      value: listing.mot_expiry_date ? formatLongDate(listing.mot_expiry_date) : 'Not stated',
    },
    {
      label: 'Service history',
      value: listing.service_history
        ? LABELS.service_history[listing.service_history]
        : 'Not stated',
    },
    { label: 'V5C logbook', value: listing.v5c_logbook_available ? 'Available' : 'Not available' },
    { label: 'HPI clear', value: yesNo(listing.hpi_clear) },
  ];
}

export function keyDetailRows(listing: PublicListing): DetailRow[] {
  return [
    { label: 'Year', value: String(listing.year) },
    { label: 'Mileage', value: formatMileage(listing.mileage) },
    { label: 'Fuel type', value: LABELS.fuel_type[listing.fuel_type] },
    { label: 'Transmission', value: LABELS.transmission[listing.transmission] },
    { label: 'Condition', value: LABELS.condition[listing.condition] },
    { label: 'Location', value: formatLocation(listing.location) },
  ];
}

export function specificationRows(listing: PublicListing): DetailRow[] {
  return [
    { label: 'Make', value: listing.make },
    { label: 'Model', value: listing.model },
    {
      label: 'Body type',
      value: listing.body_type ? LABELS.body_type[listing.body_type] : 'Not stated',
    },
    {
      label: 'Engine size',
      value: listing.engine_size_cc ? `${formatNumber(listing.engine_size_cc)} cc` : 'Not stated',
    },
    ...(listing.colour ? [{ label: 'Colour', value: listing.colour }] : []),
    { label: 'ULEZ compliant', value: yesNo(listing.ulez_compliant) },
    { label: 'Price negotiable', value: yesNo(listing.price_negotiable) },
  ];
}
