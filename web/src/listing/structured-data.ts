import { LABELS } from '../../../shared/catalogue/enums';
import { listingTitle } from '../../../shared/format';
import type { PublicListing } from '../../../shared/listing-detail';
import { listingImageSrc } from '../lib/listing-images';

/** The structured description is cut at 150 characters: search engines show no more. */
export const STRUCTURED_DESCRIPTION_LIMIT = 150;

export type VehicleListing = Pick<
  PublicListing,
  | 'year'
  | 'make'
  | 'model'
  | 'price'
  | 'mileage'
  | 'fuel_type'
  | 'transmission'
  | 'condition'
  | 'description'
  | 'image_urls'
> &
  Partial<Pick<PublicListing, 'colour'>>;

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
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
