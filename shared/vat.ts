import type { SellerType } from './catalogue/enums';

/*
 * The one VAT rule of a listing's price, read by every place that says something about VAT:
 * result and home cards, the detail page and its structured data, the seller's own screens,
 * admin and moderation, the boost page, the search projection (the 'Price includes VAT'
 * filter) and the listing writes (docs/decisions/031-vat-seller-type-and-headlines.md).
 */

/** UK VAT: on a van bought from a VAT-registered dealer, and in every boost price. */
export const VAT_RATE_PERCENT = 20;

/**
 * - 'included': a trade dealer's price with VAT in it;
 * - 'excluded': a trade dealer's price with VAT to add (a VAT-registered business);
 * - 'none': a private sale, which has no VAT whatever the stored flag says.
 */
export type VatBasis = 'included' | 'excluded' | 'none';

export type VatTerms = { seller_type: SellerType; price_includes_vat: boolean };

export function vatBasis(listing: VatTerms): VatBasis {
  if (listing.seller_type !== 'trade_dealer') return 'none';
  return listing.price_includes_vat ? 'included' : 'excluded';
}

/** Whether the price includes VAT as the listing means it: never for a private sale. */
export function includesVat(listing: VatTerms): boolean {
  return vatBasis(listing) === 'included';
}

/**
 * The words beside a price on a card or a row: the spec's 'Including VAT' and 'Excluding VAT'
 * for trade prices, and for a private sale that there is no VAT, never 'Excluding VAT'.
 */
export const VAT_WORDS: Record<VatBasis, string> = {
  included: 'Including VAT',
  excluded: 'Excluding VAT',
  none: 'No VAT (private sale)',
};

export function vatWords(listing: VatTerms): string {
  return VAT_WORDS[vatBasis(listing)];
}

/** The same words inside a sentence: 'including VAT', 'no VAT (private sale)'. */
export function vatWordsInline(listing: VatTerms): string {
  const words = vatWords(listing);
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** What a buyer pays in all: a price to which VAT is still to be added gains it (whole pounds). */
export function priceWithVat(listing: VatTerms & { price: number }): number {
  return vatBasis(listing) === 'excluded'
    ? Math.round((listing.price * (100 + VAT_RATE_PERCENT)) / 100)
    : listing.price;
}
