import type { DvsaMotTest, DvsaVehicle } from '#lambdas/vehicle/dvsa-mot-response';
import type { VesVehicle } from '#lambdas/vehicle/ves-vehicle';

/**
 * The vehicles the local stage's DVLA and DVSA stand-ins know: a few vans a seller can try on
 * Add Listing and the valuation tool (docs/vehicle-data.md lists them), one car, and the DVLA's
 * own test plates for errors (vehicle-enquiry.ts). Invented records in the services' shapes.
 */
type DemoVehicle = { ves: VesVehicle; mot?: Omit<DvsaVehicle, 'registration'> };

function test(
  day: string,
  result: 'PASSED' | 'FAILED',
  miles: number,
  defects: DvsaMotTest['defects'] = [],
): DvsaMotTest {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return {
    completedDate: `${day}T10:00:00.000Z`,
    testResult: result,
    ...(result === 'PASSED'
      ? {
          expiryDate: `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.max(1, date - 1)).padStart(2, '0')}`,
        }
      : {}),
    odometerValue: String(miles),
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    dataSource: 'DVSA',
    defects,
  };
}

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  {
    ves: {
      registrationNumber: 'VY19VAN',
      make: 'FORD',
      colour: 'WHITE',
      fuelType: 'DIESEL',
      engineCapacity: 1995,
      yearOfManufacture: 2019,
      monthOfFirstRegistration: '2019-03',
      taxStatus: 'Taxed',
      taxDueDate: '2027-03-01',
      motStatus: 'Valid',
      motExpiryDate: '2027-03-04',
      euroStatus: 'EURO 6',
      revenueWeight: 3000,
      typeApproval: 'N1',
      wheelplan: '2 AXLE RIGID BODY',
      markedForExport: false,
    },
    mot: {
      make: 'FORD',
      model: 'TRANSIT CUSTOM',
      fuelType: 'Diesel',
      primaryColour: 'White',
      firstUsedDate: '2019-03-01',
      motTests: [
        test('2026-03-05', 'PASSED', 68_412, [
          { text: 'Nearside rear tyre worn close to legal limit', type: 'ADVISORY' },
        ]),
        test('2025-03-03', 'PASSED', 54_980),
        test('2024-02-28', 'FAILED', 41_207, [
          { text: 'Offside headlamp aim too high', type: 'MAJOR', dangerous: false },
          { text: 'Front brake discs slightly worn', type: 'ADVISORY' },
        ]),
        test('2024-03-01', 'PASSED', 41_215),
        test('2022-03-02', 'PASSED', 19_870),
      ],
    },
  },
  {
    ves: {
      registrationNumber: 'VY68LWB',
      make: 'MERCEDES-BENZ',
      colour: 'SILVER',
      fuelType: 'DIESEL',
      engineCapacity: 2143,
      yearOfManufacture: 2018,
      monthOfFirstRegistration: '2018-09',
      taxStatus: 'Taxed',
      taxDueDate: '2027-09-01',
      motStatus: 'Valid',
      motExpiryDate: '2027-09-10',
      euroStatus: 'EURO 6',
      revenueWeight: 3500,
      typeApproval: 'N1',
      markedForExport: false,
    },
    mot: {
      make: 'MERCEDES-BENZ',
      model: 'SPRINTER',
      motTests: [
        test('2026-09-11', 'PASSED', 121_300),
        test('2025-09-09', 'PASSED', 98_450),
        test('2024-09-10', 'PASSED', 77_020),
      ],
    },
  },
  {
    ves: {
      registrationNumber: 'VY17OLD',
      make: 'VAUXHALL',
      colour: 'BLUE',
      fuelType: 'DIESEL',
      engineCapacity: 1598,
      yearOfManufacture: 2017,
      monthOfFirstRegistration: '2017-05',
      taxStatus: 'SORN',
      motStatus: 'Not valid',
      motExpiryDate: '2026-05-20',
      euroStatus: 'EURO 5',
      revenueWeight: 2900,
      typeApproval: 'N1',
      markedForExport: false,
    },
    mot: {
      make: 'VAUXHALL',
      model: 'VIVARO',
      motTests: [
        test('2025-05-21', 'PASSED', 88_100),
        test('2024-05-20', 'PASSED', 92_400),
        test('2023-05-19', 'PASSED', 71_030),
      ],
    },
  },
  {
    ves: {
      registrationNumber: 'CA20CAR',
      make: 'FORD',
      colour: 'RED',
      fuelType: 'PETROL',
      engineCapacity: 999,
      yearOfManufacture: 2020,
      monthOfFirstRegistration: '2020-03',
      taxStatus: 'Taxed',
      motStatus: 'Valid',
      motExpiryDate: '2027-03-10',
      revenueWeight: 0,
      typeApproval: 'M1',
      markedForExport: false,
    },
  },
];
