import { LABELS } from '#shared/catalogue/enums';
import { listingTitle } from '#shared/format';
import type { PublicListing } from '#shared/listing-detail';
import { vatBasis } from '#shared/vat';
import { listingImageSrc } from '../lib/listing-images';

/** The structured description is cut at 150 characters: search engines show no more. */
export const STRUCTURED_DESCRIPTION_LIMIT = 150;

export type VehicleListing = Pick<
  PublicListing,
  | 'year'
  | 'make'
  | 'model'
  | 'price'
  | 'price_includes_vat'
  | 'seller_type'
  | 'mileage'
  | 'fuel_type'
  | 'transmission'
  | 'condition'
  | 'description'
  | 'image_urls'
> &
  Partial<Pick<PublicListing, 'colour'>>;

/**
 * Whether the offer's price includes VAT, as schema.org says it: only for a trade price. A
 * private sale has no VAT, so its offer says nothing about VAT rather than 'not included'.
 */
function vatSpecification(listing: VehicleListing) {
  const basis = vatBasis(listing);
  if (basis === 'none') return {};
  return {
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: listing.price,
      priceCurrency: 'GBP',
      valueAddedTaxIncluded: basis === 'included',
    },
  };
}

/**
 * schema.org Vehicle with its Offer, for a live listing. Images are absolute URLs of the
 * largest stored variant; the mileage is in miles (SMI is the UN/CEFACT code for statute miles).
 */
export function vehicleJsonLd(listing: VehicleListing, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: listingTitle(listing),
    description: listing.description.trim().slice(0, STRUCTURED_DESCRIPTION_LIMIT),
    url,
    brand: { '@type': 'Brand', name: listing.make },
    model: listing.model,
    vehicleModelDate: String(listing.year),
    fuelType: LABELS.fuel_type[listing.fuel_type],
    vehicleTransmission: LABELS.transmission[listing.transmission],
    ...(listing.colour ? { color: listing.colour } : {}),
    itemCondition:
      listing.condition === 'new'
        ? 'https://schema.org/NewCondition'
        : 'https://schema.org/UsedCondition',
    mileageFromOdometer: {
      '@type': 'QuantitativeValue',
      value: listing.mileage,
      unitCode: 'SMI',
      unitText: 'miles',
    },
    image: listing.image_urls.map((image) => new URL(listingImageSrc(image, 1280), origin).href),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'GBP',
      ...vatSpecification(listing),
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
