import { BOOST_MESSAGES, type Checkout } from '#shared/payments';
import { ApiError } from '../api/fetch-json';

/**
 * Where the browser goes to pay: only an http(s) address; anything else (an empty or missing
 * url, a javascript: address) is treated as no address at all.
 */
export function checkoutAddress(checkout: Pick<Checkout, 'url'> | null | undefined): string | null {
  const url = checkout?.url?.trim();
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the seller is told when the checkout could not start (spec 02 section 8): signed out,
 * the server's own reason for a refusal ('Payment error: …'), an answer without an address, or
 * the payment service being out of reach.
 */
export function checkoutFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return BOOST_MESSAGES.signIn;
    // The answer broke the contract: most likely it had no checkout address.
    if (error.status === 0) return BOOST_MESSAGES.noCheckoutUrl;
    if (error.status >= 400 && error.status < 500 && error.message) {
      return BOOST_MESSAGES.paymentError(firstFieldError(error) ?? error.message);
    }
  }
  return BOOST_MESSAGES.requestFailed;
}

/** A 422's first field message ('Please select at least one boost option') says more. */
function firstFieldError(error: ApiError): string | null {
  const messages = Object.values(error.fields ?? {}).flat();
  return messages[0] ?? null;
}
