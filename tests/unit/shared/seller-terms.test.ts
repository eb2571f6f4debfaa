import { describe, expect, it } from 'vitest';
import { listingTerms, SELLER_TERMS_MESSAGES, sellerTermsIssues } from '#shared/seller-terms';

describe("a listing's seller terms", () => {
  it('let a private account list only as a private seller, with no VAT', () => {
    expect(sellerTermsIssues({ price_includes_vat: false }, 'private_seller')).toEqual({});
    expect(
      sellerTermsIssues(
        { seller_type: 'private_seller', price_includes_vat: false },
        'private_seller',
      ),
    ).toEqual({});
    expect(
      sellerTermsIssues(
        { seller_type: 'trade_dealer', price_includes_vat: true },
        'private_seller',
      ),
    ).toEqual({
      seller_type: SELLER_TERMS_MESSAGES.privateAccountTrade,
      price_includes_vat: SELLER_TERMS_MESSAGES.privateAccountVat,
    });
  });

  it('let a trade account say either way about VAT, as a trade dealer only', () => {
    for (const vat of [false, true]) {
      expect(sellerTermsIssues({ price_includes_vat: vat }, 'trade_dealer')).toEqual({});
    }
    expect(
      sellerTermsIssues(
        { seller_type: 'private_seller', price_includes_vat: false },
        'trade_dealer',
      ),
    ).toEqual({ seller_type: SELLER_TERMS_MESSAGES.tradeAccountPrivate });
  });

  it("store the account's type", () => {
    expect(listingTerms({ price_includes_vat: true }, 'trade_dealer')).toEqual({
      price_includes_vat: true,
      seller_type: 'trade_dealer',
    });
  });
});
