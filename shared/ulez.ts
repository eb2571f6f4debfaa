import type { FuelType } from './catalogue/enums';

/** ULEZ rules: a guide based on fuel and year of registration. */
export function isUlezCompliant(fuel: FuelType, year: number): boolean {
  switch (fuel) {
    case 'electric':
      return true;
    case 'diesel':
      return year >= 2016;
    case 'petrol':
      return year >= 2006;
    case 'hybrid':
      // A hybrid has a petrol engine in practice; the petrol standard applies.
      return year >= 2006;
  }
}

/** The fuels the ULEZ checker offers; hybrids follow petrol (decision 005). */
export const ULEZ_CHECKER_FUELS = ['diesel', 'petrol', 'electric'] as const;
export type UlezCheckerFuel = (typeof ULEZ_CHECKER_FUELS)[number];

/** The oldest registration year the checker accepts. */
export const ULEZ_CHECKER_FIRST_YEAR = 1990;

/** The standard each fuel must meet and when vans first met it. */
export const ULEZ_STANDARDS: readonly { fuel: UlezCheckerFuel; standard: string; from: string }[] =
  [
    { fuel: 'diesel', standard: 'Euro 6', from: 'September 2016' },
    { fuel: 'petrol', standard: 'Euro 4', from: 'January 2006' },
    { fuel: 'electric', standard: 'Zero emission', from: 'All compliant' },
  ];

/** The first registration year the rule counts as compliant for a fuel; 0 when any year is. */
export function firstCompliantYear(fuel: FuelType): number {
  if (isUlezCompliant(fuel, 0)) return 0;
  let year = ULEZ_CHECKER_FIRST_YEAR;
  while (!isUlezCompliant(fuel, year)) year += 1;
  return year;
}
