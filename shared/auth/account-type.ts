import { SELLER_TYPES, type SellerType } from '../catalogue/enums';
import { pages } from '../pages';

/**
 * The Cognito attribute a sign-up names its account type with: the trade sign-up
 * (/auth/register?account=trade, linked from /register-to-sell) sets it to 'trade_dealer'. The
 * user pool defines it immutable, so only the sign-up can set it; the post-confirmation trigger
 * copies it to the new profile, which is the account type from then on (an admin may change
 * it there; docs/decisions/031-vat-seller-type-and-headlines.md).
 */
export const ACCOUNT_TYPE_ATTRIBUTE_NAME = 'account_type';
export const ACCOUNT_TYPE_ATTRIBUTE = `custom:${ACCOUNT_TYPE_ATTRIBUTE_NAME}`;

/** The account type a sign-up asked for: trade only when it says so exactly, else private. */
export function signUpAccountType(value: string | undefined): SellerType {
  return value !== undefined && (SELLER_TYPES as readonly string[]).includes(value)
    ? (value as SellerType)
    : 'private_seller';
}

/** The query that opens the registration page as the trade sign-up. */
export const TRADE_SIGN_UP_PATH = pages.authRegister.build({}, { account: 'trade' });
