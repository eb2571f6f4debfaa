import { LABELS } from '#shared/catalogue/enums';
import { formatLocation, formatMileage, formatPrice } from '#shared/format';
import type { OwnListing } from '#shared/own-listings';
import { vatWordsInline } from '#shared/vat';

export type DetailRow = { label: string; value: string };

/** Price, mileage, year, fuel, transmission, body type, location and postcode. */
export function ownerDetailRows(listing: OwnListing): DetailRow[] {
  const price = `${formatPrice(listing.price)} ${vatWordsInline(listing)}`;
  return [
    { label: 'Price', value: listing.price_negotiable ? `${price}, negotiable` : price },
    { label: 'Mileage', value: formatMileage(listing.mileage) },
    { label: 'Year', value: String(listing.year) },
    { label: 'Fuel type', value: LABELS.fuel_type[listing.fuel_type] },
    { label: 'Transmission', value: LABELS.transmission[listing.transmission] },
    {
      label: 'Body type',
      value: listing.body_type ? LABELS.body_type[listing.body_type] : 'Not stated',
    },
    { label: 'Colour', value: listing.colour ?? 'Not stated' },
    { label: 'Location', value: formatLocation(listing.location) },
    { label: 'Postcode', value: listing.postcode },
  ];
}
