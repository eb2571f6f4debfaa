import { describe, expect, it } from 'vitest';
import { catalogueMake, vehicleDetailsFromVes } from '#lambdas/vehicle/vehicle-details-from-ves';
import type { VesVehicle } from '#lambdas/vehicle/ves-vehicle';
import { vehicleDetailsSchema } from '#shared/vehicle/vehicle-details';

const transit: VesVehicle = {
  registrationNumber: 'AB19CDE',
  make: 'FORD',
  colour: 'WHITE',
  fuelType: 'DIESEL',
  engineCapacity: 1995,
  yearOfManufacture: 2019,
  monthOfFirstRegistration: '2019-03',
  taxStatus: 'Taxed',
  taxDueDate: '2027-03-01',
  motStatus: 'Valid',
  motExpiryDate: '2027-02-28',
  euroStatus: 'EURO 6',
  revenueWeight: 3200,
  typeApproval: 'N1',
};

describe('vehicleDetailsFromVes: the DVLA record in the listing’s terms', () => {
  it('fills every field a van’s record carries', () => {
    const details = vehicleDetailsFromVes(transit, 'AB19 CDE');
    expect(details).toEqual({
      registration: 'AB19 CDE',
      make: 'Ford',
      make_in_catalogue: true,
      model: null,
      year: 2019,
      first_registered: '2019-03',
      fuel_type: 'diesel',
      engine_size_cc: 1995,
      colour: 'White',
      euro_standard: 'euro_6',
      gross_vehicle_weight_kg: 3200,
      tax_status: 'Taxed',
      tax_due_date: '2027-03-01',
      mot_status: 'Valid',
      mot_expiry_date: '2027-02-28',
      is_van: true,
    });
    expect(vehicleDetailsSchema.parse(details)).toEqual(details);
  });

  it.each([
    ['FORD', 'Ford'],
    ['CITROEN', 'Citroën'],
    ['MERCEDES-BENZ', 'Mercedes-Benz'],
    ['MERCEDES', 'Mercedes-Benz'],
    ['VOLKSWAGEN', 'Volkswagen'],
    ['VW', 'Volkswagen'],
    ['MAXUS', 'MAXUS'],
    ['LDV', 'LDV'],
  ])('knows the DVLA’s %s as the catalogue’s %s', (dvla, make) => {
    expect(catalogueMake(dvla)).toBe(make);
  });

  it('keeps a make the catalogue lacks, title-cased, and says so', () => {
    const details = vehicleDetailsFromVes({ ...transit, make: 'LAND ROVER' }, 'AB19 CDE');
    expect(details.make).toBe('Land Rover');
    expect(details.make_in_catalogue).toBe(false);
  });

  it.each([
    ['ELECTRICITY', 'electric'],
    ['HYBRID ELECTRIC', 'hybrid'],
    ['PETROL', 'petrol'],
    ['GAS BI-FUEL', null],
  ])('reads the fuel %s as %s', (fuelType, fuel) => {
    expect(vehicleDetailsFromVes({ ...transit, fuelType }, 'AB19 CDE').fuel_type).toBe(fuel);
  });

  it.each([
    ['EURO6', 'euro_6'],
    ['Euro 6d', 'euro_6'],
    ['EURO 5', 'euro_5'],
    ['EURO1', null],
    [undefined, null],
  ])('reads the Euro status %s as %s', (euroStatus, standard) => {
    expect(vehicleDetailsFromVes({ ...transit, euroStatus }, 'AB19 CDE').euro_standard).toBe(
      standard,
    );
  });

  it('asks about a car (type approval M1), and leaves unknown what the DVLA does not say', () => {
    expect(vehicleDetailsFromVes({ ...transit, typeApproval: 'M1' }, 'AB19 CDE').is_van).toBe(
      false,
    );
    const bare = vehicleDetailsFromVes({ registrationNumber: 'AB19CDE' }, 'AB19 CDE');
    expect(bare).toMatchObject({
      make: null,
      make_in_catalogue: false,
      year: null,
      fuel_type: null,
      engine_size_cc: null,
      colour: null,
      gross_vehicle_weight_kg: null,
      is_van: null,
    });
    expect(vehicleDetailsSchema.safeParse(bare).success).toBe(true);
  });

  it('takes the year from the first registration when the year of manufacture is missing', () => {
    const { yearOfManufacture: _, ...noYear } = transit;
    expect(vehicleDetailsFromVes(noYear, 'AB19 CDE').year).toBe(2019);
  });

  it('ignores a revenue weight of 0 and dates not in ISO form', () => {
    const details = vehicleDetailsFromVes(
      { ...transit, revenueWeight: 0, taxDueDate: '<1 YEAR FROM NOW>' },
      'AB19 CDE',
    );
    expect(details.gross_vehicle_weight_kg).toBeNull();
    expect(details.tax_due_date).toBeNull();
  });
});
