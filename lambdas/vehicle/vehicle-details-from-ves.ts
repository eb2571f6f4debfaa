import { vanColourOf } from '#shared/catalogue/colours';
import type { FuelType } from '#shared/catalogue/enums';
import { MAKES } from '#shared/catalogue/makes';
import type { EuroStandard } from '#shared/vehicle/van-specs';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import type { VesVehicle } from './ves-vehicle';

const looseName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** DVLA make names that are not the catalogue's name written loosely. */
const MAKE_ALIASES: Record<string, string> = { mercedes: 'Mercedes-Benz', vw: 'Volkswagen' };

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** 'FORD' -> Ford, 'CITROEN' -> Citroën, 'MERCEDES-BENZ' or 'MERCEDES' -> Mercedes-Benz. */
export function catalogueMake(dvlaMake: string): string | undefined {
  const key = looseName(dvlaMake);
  return MAKES.find((make) => looseName(make) === key) ?? MAKE_ALIASES[key];
}

/** The DVLA's fuel names; anything else (gas, steam, fuel cells) the seller chooses by hand. */
const FUELS: Record<string, FuelType> = {
  DIESEL: 'diesel',
  PETROL: 'petrol',
  ELECTRICITY: 'electric',
  ELECTRIC: 'electric',
  'HYBRID ELECTRIC': 'hybrid',
  'PETROL/ELECTRIC': 'hybrid',
  'ELECTRIC DIESEL': 'hybrid',
  'DIESEL/ELECTRIC': 'hybrid',
};

/** 'EURO 6', 'EURO6', 'Euro 6d', 'EURO 6 AD' -> euro_6. */
function euroStandardOf(status: string | undefined): EuroStandard | null {
  const digit = status && /euro\s*([3-6])/i.exec(status)?.[1];
  return digit ? (`euro_${digit}` as EuroStandard) : null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrNull = (text: string | undefined) => (text && ISO_DAY.test(text) ? text : null);

/**
 * The listing's terms for the DVLA's record. The model is not in it (the MOT history gives it):
 * the caller adds it.
 */
export function vehicleDetailsFromVes(vehicle: VesVehicle, display: string): VehicleDetails {
  const known = vehicle.make ? catalogueMake(vehicle.make) : undefined;
  const make = known ?? (vehicle.make ? titleCase(vehicle.make) : null);
  const firstRegistered = /^\d{4}-\d{2}$/.test(vehicle.monthOfFirstRegistration ?? '')
    ? (vehicle.monthOfFirstRegistration as string)
    : null;
  const approval = vehicle.typeApproval?.toUpperCase();
  return {
    registration: display,
    make,
    make_in_catalogue: known !== undefined,
    model: null,
    year:
      vehicle.yearOfManufacture ?? (firstRegistered ? Number(firstRegistered.slice(0, 4)) : null),
    first_registered: firstRegistered,
    fuel_type: (vehicle.fuelType && FUELS[vehicle.fuelType.toUpperCase()]) || null,
    engine_size_cc:
      vehicle.engineCapacity && vehicle.engineCapacity > 0
        ? Math.round(vehicle.engineCapacity)
        : null,
    colour: vehicle.colour ? (vanColourOf(vehicle.colour) ?? null) : null,
    euro_standard: euroStandardOf(vehicle.euroStatus),
    gross_vehicle_weight_kg:
      vehicle.revenueWeight && vehicle.revenueWeight > 0 ? Math.round(vehicle.revenueWeight) : null,
    tax_status: vehicle.taxStatus ?? null,
    tax_due_date: dayOrNull(vehicle.taxDueDate),
    mot_status: vehicle.motStatus ?? null,
    mot_expiry_date: dayOrNull(vehicle.motExpiryDate),
    is_van: approval ? /^N[123]/.test(approval) : null,
  };
}
