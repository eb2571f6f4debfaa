import { LABELS } from '#shared/catalogue/enums';
import { formatMileage } from '#shared/format';
import type { PublicListing } from '#shared/listing-detail';

export type KeyFactId = 'year' | 'mileage' | 'fuel' | 'gearbox' | 'ulez';

/** One fact of the strip under the title: its name is shown too, so it reads 'Mileage 45,000 miles'. */
export type KeyFact = { id: KeyFactId; label: string; value: string };

/** What a buyer checks first, in the order they check it: year, mileage, fuel, gearbox, ULEZ. */
export function keyFacts(
  listing: Pick<
    PublicListing,
    'year' | 'mileage' | 'fuel_type' | 'transmission' | 'ulez_compliant'
  >,
): KeyFact[] {
  return [
    { id: 'year', label: 'Year', value: String(listing.year) },
    { id: 'mileage', label: 'Mileage', value: formatMileage(listing.mileage) },
    { id: 'fuel', label: 'Fuel', value: LABELS.fuel_type[listing.fuel_type] },
    { id: 'gearbox', label: 'Gearbox', value: LABELS.transmission[listing.transmission] },
    {
      id: 'ulez',
      label: 'ULEZ',
      value: listing.ulez_compliant ? 'Compliant' : 'Not compliant',
    },
  ];
}
