import type { SellerType } from '#shared/catalogue/enums';
import { formatPrice } from '#shared/format';
import { vatWords, type VatTerms } from '#shared/vat';

/** '12.3 miles away', '1 mile away'; distances come rounded to one decimal. */
export function distanceText(miles: number): string {
  return `${miles} ${miles === 1 ? 'mile' : 'miles'} away`;
}

/** The card says 'Private Seller' or 'Trade'. */
export function sellerLabel(sellerType: SellerType): string {
  return sellerType === 'private_seller' ? 'Private Seller' : 'Trade';
}

/** 'From £289 a month': the card's finance example (shared/finance.ts CARD_EXAMPLE). */
export function monthlyText(pounds: number): string {
  return `From ${formatPrice(pounds)} a month`;
}

/** A label on a card's photo. */
export type CardBadge = { label: 'Featured' | 'ULEZ'; tone: 'featured' | 'ulez' };

/** The most badges a photo carries: more hide the van and stop reading as signals. */
export const MAX_CARD_BADGES = 2;

/**
 * The photo's badges: Featured (boosted) and ULEZ. Whether the price includes VAT is said on
 * the price line instead, where a buyer compares prices (issue 19).
 */
export function cardBadges(card: { featured: boolean; ulez_compliant: boolean }): CardBadge[] {
  const badges: CardBadge[] = [];
  if (card.featured) badges.push({ label: 'Featured', tone: 'featured' });
  if (card.ulez_compliant) badges.push({ label: 'ULEZ', tone: 'ulez' });
  return badges.slice(0, MAX_CARD_BADGES);
}

/**
 * The words beside the price: the spec's 'Including VAT' or 'Excluding VAT' for a trade price,
 * and 'No VAT (private sale)' for a private seller's, who never charges VAT (shared/vat.ts).
 */
export function vatText(card: VatTerms): string {
  return vatWords(card);
}
