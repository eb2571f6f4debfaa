import type { SellerType } from '../../../shared/catalogue/enums';

/** '12.3 miles away', '1 mile away'; distances come rounded to one decimal. */
export function distanceText(miles: number): string {
  return `${miles} ${miles === 1 ? 'mile' : 'miles'} away`;
}

/** The card says 'Private Seller' or 'Trade'. */
export function sellerLabel(sellerType: SellerType): string {
  return sellerType === 'private_seller' ? 'Private Seller' : 'Trade';
}
