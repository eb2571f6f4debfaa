import { formatPrice } from '#shared/format';
import { VAT_RATE_PERCENT, vatBasis, type VatTerms } from '#shared/vat';

/** The price with VAT added at the one rate in shared/vat.ts, in whole pounds as prices are shown. */
export function priceWithVat(net: number): number {
  return Math.round((net * (100 + VAT_RATE_PERCENT)) / 100);
}

/**
 * The price as the listing page shows it. `amount` is the large figure; `basis` the words after
 * it; `total` the figure with VAT, only when the buyer pays VAT on top. Read in order with spaces
 * between, they make one sentence: '£15,000 + VAT (£18,000 inc. VAT)'.
 */
export type PriceDisplay = { amount: string; basis: string; total?: string };

/**
 * The one VAT rule decides (shared/vat.ts; docs/decisions/025-scroll-and-listing-page.md and 031):
 * - a trade price with VAT in it: '£18,000 Including VAT', the words of the result cards;
 * - a trade dealer's price without VAT: '£15,000 + VAT (£18,000 inc. VAT)', the total a buyer
 *   pays beside the figure dealers advertise;
 * - a private sale: there is no VAT on it, so nothing is added, whatever the stored flag says.
 */
export function priceDisplay(listing: VatTerms & { price: number }): PriceDisplay {
  const amount = formatPrice(listing.price);
  const basis = vatBasis(listing);
  if (basis === 'included') return { amount, basis: 'Including VAT' };
  if (basis === 'none') return { amount, basis: 'Private sale: no VAT to add' };
  return {
    amount,
    basis: '+ VAT',
    total: `(${formatPrice(priceWithVat(listing.price))} inc. VAT)`,
  };
}

/** The whole price as one line of text. */
export function priceText(display: PriceDisplay): string {
  return [display.amount, display.basis, display.total].filter(Boolean).join(' ');
}
