import type { FuelType } from './catalogue/enums';

/** ULEZ rules of spec 01 section 2: a guide based on fuel and year of registration. */
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
