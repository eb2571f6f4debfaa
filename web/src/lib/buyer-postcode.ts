import { useEffect } from 'react';
import { formatPostcode } from '#shared/postcode';
import { useStoredValue, writeStored } from './browser-storage';

/** The postcode of the buyer's last postcode search, kept on this device for the home page. */
export const BUYER_POSTCODE_KEY = 'vanyard:buyer-postcode';

export function rememberBuyerPostcode(postcode: string): void {
  const formatted = formatPostcode(postcode);
  if (formatted) writeStored(BUYER_POSTCODE_KEY, formatted);
}

/**
 * The remembered postcode, formatted ('LS1 4DY'); null when none or not a valid one. Null on
 * the server and in the hydration render too: storage is this browser's, read afterwards.
 */
export function useBuyerPostcode(): string | null {
  return formatPostcode(useStoredValue(BUYER_POSTCODE_KEY) ?? '') ?? null;
}

/** Remembers the postcode of a search that found its place (the answer's origin). */
export function useRememberBuyerPostcode(postcode: string | undefined): void {
  useEffect(() => {
    if (postcode) rememberBuyerPostcode(postcode);
  }, [postcode]);
}
