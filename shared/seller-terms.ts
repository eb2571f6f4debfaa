import type { SellerType } from './catalogue/enums';

/*
 * Who a listing's seller is, and so whether its price can carry VAT, is the account's: a
 * private account lists as a private seller and its prices have no VAT; a trade account (from
 * the trade sign-up, or set by an admin) lists as a trade dealer and says whether its prices
 * include VAT. The listing form, the API and the CSV import all apply this one rule
 * (docs/decisions/031-vat-seller-type-and-headlines.md).
 */

export const SELLER_TERMS_MESSAGES = {
  privateAccountTrade: 'Only trade accounts can list as Trade Dealer',
  tradeAccountPrivate: 'A trade account lists its vans as Trade Dealer',
  privateAccountVat:
    'There is no VAT on a private sale: only trade accounts can say a price includes VAT',
} as const;

/** What a listing says about its seller and VAT, as a request or an import row gives it. */
export type AskedTerms = {
  /** Optional: the account decides; given, it must be the account's. */
  seller_type?: SellerType | undefined;
  price_includes_vat: boolean;
};

export type SellerTermsIssues = Partial<Record<'seller_type' | 'price_includes_vat', string>>;

/** Where the asked terms contradict the account: empty when they fit. */
export function sellerTermsIssues(asked: AskedTerms, accountType: SellerType): SellerTermsIssues {
  const issues: SellerTermsIssues = {};
  if (asked.seller_type !== undefined && asked.seller_type !== accountType) {
    issues.seller_type =
      accountType === 'private_seller'
        ? SELLER_TERMS_MESSAGES.privateAccountTrade
        : SELLER_TERMS_MESSAGES.tradeAccountPrivate;
  }
  if (accountType === 'private_seller' && asked.price_includes_vat) {
    issues.price_includes_vat = SELLER_TERMS_MESSAGES.privateAccountVat;
  }
  return issues;
}

/** The listing's stored terms for an account, once `sellerTermsIssues` found nothing. */
export function listingTerms<T extends AskedTerms>(
  asked: T,
  accountType: SellerType,
): T & { seller_type: SellerType } {
  return { ...asked, seller_type: accountType };
}
