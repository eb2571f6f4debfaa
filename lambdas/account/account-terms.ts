import type { SellerType } from '#shared/catalogue/enums';
import {
  listingTerms,
  sellerTermsIssues,
  type AskedTerms,
  type SellerTermsIssues,
} from '#shared/seller-terms';
import type { Db } from '../platform/db';
import { getProfile } from './profiles-repo';
import { RuleViolationError } from '../platform/errors';

/** The 422 code of a listing whose seller type or VAT answer the account may not give. */
export const SELLER_TERMS_CODE = 'seller_terms';

/** The account's type: its profile's; an account without a profile yet is a private one. */
export async function accountSellerType(db: Db, userId: string): Promise<SellerType> {
  return (await getProfile(db, userId))?.seller_type ?? 'private_seller';
}

/**
 * The listing's terms for the account that owns it: its seller type, and a price that includes
 * VAT only for a trade account. A request that says otherwise (a private account asking for
 * Trade Dealer or a price including VAT, a trade account asking for Private Seller) is refused
 * with 422 and the field's message, and nothing is stored: our form never sends such a thing,
 * so a request that does is mistaken or tampered with, and saying so beats storing something
 * else quietly.
 */
export function termsForAccount<T extends AskedTerms>(
  asked: T,
  accountType: SellerType,
): T & { seller_type: SellerType } {
  const issues: SellerTermsIssues = sellerTermsIssues(asked, accountType);
  const messages = Object.values(issues);
  if (messages.length > 0) {
    throw new RuleViolationError(
      messages[0]!,
      Object.fromEntries(Object.entries(issues).map(([field, message]) => [field, [message]])),
      SELLER_TERMS_CODE,
    );
  }
  return listingTerms(asked, accountType);
}
