import { modelsOf } from '#shared/catalogue/makes';
import { LISTING_FORM_MAKES } from '#shared/listing-form';
import { ukDateText } from '#shared/uk-date';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import type { ListingFormValues } from './form-values';

type Filled = Partial<
  Pick<
    ListingFormValues,
    | 'title'
    | 'make'
    | 'model'
    | 'year'
    | 'engine_size_cc'
    | 'fuel_type'
    | 'colour'
    | 'mot_expiry_date'
    | 'registration'
    | 'euro_standard'
    | 'gross_vehicle_weight_kg'
  >
>;

/**
 * The listing form's fields a lookup fills, in the form's own terms (text as typed, dates
 * dd/mm/yyyy), in the order they must be set (the model after its make): the plate looked up,
 * its Euro status and its revenue weight as the gross vehicle weight too. Only what the DVLA
 * holds and the form can take: a make the form does not list, or a model its make does not
 * have, is left for the seller; so is a title already written.
 */
export function filledFromLookup(
  details: VehicleDetails,
  current: Pick<ListingFormValues, 'title'>,
): Filled {
  const filled: Filled = { registration: details.registration };
  const make =
    details.make && (LISTING_FORM_MAKES as readonly string[]).includes(details.make)
      ? details.make
      : undefined;
  if (make) filled.make = make;
  if (make && details.model && modelsOf(make).includes(details.model)) filled.model = details.model;
  if (details.year) filled.year = String(details.year);
  if (details.engine_size_cc) filled.engine_size_cc = String(details.engine_size_cc);
  if (details.fuel_type) filled.fuel_type = details.fuel_type;
  if (details.colour) filled.colour = details.colour;
  if (details.euro_standard) filled.euro_standard = details.euro_standard;
  if (details.gross_vehicle_weight_kg)
    filled.gross_vehicle_weight_kg = String(details.gross_vehicle_weight_kg);
  if (details.mot_expiry_date) filled.mot_expiry_date = ukDateText(details.mot_expiry_date);
  if (!current.title.trim() && make && filled.model && details.year)
    filled.title = `${details.year} ${make} ${filled.model}`;
  return filled;
}
